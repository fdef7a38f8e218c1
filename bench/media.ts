/**
 * The media bench (issue 16 §4; `npm run bench:media`): on PostgreSQL, with the server in a child
 * process (media-serve.ts),
 *  1. the document search (`GET /api/documents/search/?q=`) over BENCH_DOCUMENTS (100,000)
 *     documents with their text, one request at a time and four at once: p95 < 100 ms;
 *  2. a 1 GiB video streamed up (`PUT /api/media-videos/:id/video/`) and read back by ranges as a
 *     seeking player does, then whole, the server's RSS sampled before, during and after.
 * Prints the figures and writes bench/results/media.json. Uses its own database (BENCH_MEDIA_DB,
 * default hse_bench_media), dropped at the end.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-organizations.ts';
import { fmt, log } from './format.ts';
import { SEARCH_QUERIES } from './media-seed.ts';
import { benchDir, PG_ADMIN_URL, resultsDir } from './options.ts';

const DB = process.env.BENCH_MEDIA_DB ?? 'hse_bench_media';
/** 0 measures the search only. */
const VIDEO_BYTES = Number(process.env.BENCH_VIDEO_BYTES ?? 1024 ** 3);
const SEARCH_LIMIT_MS = 100;
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 8);
/** Keep the database of an earlier run (its documents already seeded): BENCH_MEDIA_REUSE=1. */
const REUSE = process.env.BENCH_MEDIA_REUSE === '1';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function admin<T>(work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The server child's resident memory in MB, from /proc. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Samples the RSS every 100 ms while `work` runs: its peak and its last value. */
async function sampled<T>(pid: number, work: () => Promise<T>) {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(rssMb(pid)), 100);
  try {
    const result = await work();
    return { result, peakMb: Math.max(...samples, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

type TReady = { type: 'ready'; port: number; pid: number; documents: number; seconds: number };

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; ready: TReady }> {
  const child = fork(path.join(benchDir, 'media-serve.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.on('message', (message: TReady) => message.type === 'ready' && resolve({ child, ready: message }));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function signIn(base: string, login: string) {
  const response = await fetch(`${base}/api/api-token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`${login}: ${response.status}`);
  return {
    authorization: `Token ${((await response.json()) as { token: string }).token}`,
    'accept-language': 'ru',
  };
}

async function searchBench(base: string, headers: Record<string, string>) {
  const once = async (q: string) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/documents/search/?q=${encodeURIComponent(q)}`, { headers });
    const body = (await response.json()) as { results?: unknown[] };
    if (response.status !== 200) throw new Error(`search ${q}: ${response.status}`);
    return { ms: performance.now() - started, hits: body.results?.length ?? 0 };
  };
  const all = [...SEARCH_QUERIES.dense, ...SEARCH_QUERIES.sparse];
  for (const q of all) await once(q); // warm-up: the cache of the caller, the pages
  const serial: Record<'dense' | 'sparse', number[]> = { dense: [], sparse: [] };
  let empty = 0;
  for (let round = 0; round < ROUNDS; round++)
    for (const kind of ['dense', 'sparse'] as const)
      for (const q of SEARCH_QUERIES[kind]) {
        const { ms, hits } = await once(q);
        serial[kind].push(ms);
        if (hits === 0) empty++;
      }
  const parallel: number[] = [];
  const until = performance.now() + 10_000;
  await Promise.all(
    [0, 1, 2, 3].map(async (worker) => {
      for (let i = worker; performance.now() < until; i++)
        parallel.push((await once(all[i % all.length] as string)).ms);
    }),
  );
  const summary = (values: number[]) => ({
    n: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
  });
  return {
    serial: summary([...serial.dense, ...serial.sparse]),
    dense: summary(serial.dense),
    sparse: summary(serial.sparse),
    parallel: {
      n: parallel.length,
      rps: parallel.length / 10,
      p50: percentile(parallel, 50),
      p95: percentile(parallel, 95),
    },
    empty,
  };
}

/** The demo clip's bytes (a real WebM start, so the upload's content check passes), then zeros. */
function videoBody(total: number) {
  const head = readFileSync(path.join(benchDir, '../apps/server/src/seed/media/harness.webm'));
  const chunk = Buffer.alloc(1024 * 1024);
  let sent = 0;
  return Readable.from(
    (function* () {
      yield head;
      sent = head.length;
      while (sent < total) {
        const part = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += part.length;
        yield part;
      }
    })(),
  );
}

async function videoBench(base: string, headers: Record<string, string>, pid: number) {
  const orgs = (await (await fetch(`${base}/api/organizations/`)).json()) as {
    id: string;
    short_name: string;
  }[];
  const holding = orgs.find((o) => o.short_name === 'DOG');
  const created = await fetch(`${base}/api/media-videos/`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Бенчмарк: 1 ГБ',
      language: 'ru',
      organization_id: holding?.id,
      published_on: '2026-11-01',
      source: 'file',
      targets: [],
    }),
  });
  if (created.status !== 201) throw new Error(`video create: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const before = rssMb(pid);
  const upload = await sampled(pid, async () => {
    const started = performance.now();
    const response = await fetch(`${base}/api/media-videos/${id}/video/?name=bench.webm`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      body: Readable.toWeb(videoBody(VIDEO_BYTES)) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    if (response.status !== 200) throw new Error(`upload: ${response.status} ${await response.text()}`);
    return (performance.now() - started) / 1000;
  });
  const afterUpload = rssMb(pid);
  const { url } = (await (await fetch(`${base}/api/media-videos/${id}/video-url/`, { headers })).json()) as {
    url: string;
  };
  const address = new URL(url, base).href;
  const seeks: number[] = [];
  const download = await sampled(pid, async () => {
    for (let i = 0; i < 50; i++) {
      const start = Math.floor((((i * 7919) % 50) / 50) * (VIDEO_BYTES - 2 ** 20));
      const started = performance.now();
      const response = await fetch(address, { headers: { range: `bytes=${start}-${start + 2 ** 20 - 1}` } });
      const bytes = (await response.arrayBuffer()).byteLength;
      if (response.status !== 206 || bytes !== 2 ** 20) throw new Error(`seek: ${response.status} ${bytes}`);
      seeks.push(performance.now() - started);
    }
    const started = performance.now();
    const whole = await fetch(address);
    let bytes = 0;
    for await (const part of whole.body as unknown as AsyncIterable<Uint8Array>) bytes += part.length;
    if (bytes !== VIDEO_BYTES) throw new Error(`whole: ${bytes}`);
    return (performance.now() - started) / 1000;
  });
  const after = rssMb(pid);
  return {
    bytes: VIDEO_BYTES,
    upload: { seconds: upload.result, mbPerSecond: VIDEO_BYTES / 2 ** 20 / upload.result },
    seek: { n: seeks.length, p50: percentile(seeks, 50), p95: percentile(seeks, 95) },
    whole: { seconds: download.result, mbPerSecond: VIDEO_BYTES / 2 ** 20 / download.result },
    rssMb: {
      before,
      uploadPeak: upload.peakMb,
      afterUpload,
      downloadPeak: download.peakMb,
      after,
    },
  };
}

function writeResults(results: Record<string, unknown>) {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'media.json'), `${JSON.stringify(results, null, 2)}\n`);
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hse-bench-media-'));
  if (!REUSE)
    await admin(async (c) => {
      await c.query(`drop database if exists ${DB} with (force)`);
      await c.query(`create database ${DB}`);
    });
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${DB}`;
  let child: ChildProcess | null = null;
  try {
    log(
      REUSE
        ? 'media bench: the documents of an earlier run…'
        : `media bench: seeding ${process.env.BENCH_DOCUMENTS ?? '100000'} documents on PostgreSQL…`,
    );
    const server = await startServer({
      BENCH_DATA_DIR: dataDir,
      BENCH_DATABASE_URL: url.toString(),
      ...(REUSE ? { BENCH_DOCUMENTS: '0' } : {}),
    });
    child = server.child;
    const { port, pid, documents, seconds } = server.ready;
    const base = `http://127.0.0.1:${port}`;
    log(`server ready in ${fmt(seconds)} s with ${fmt(documents)} documents`);
    const results: Record<string, unknown> = { documents };
    for (const login of ['dotos', 'employee']) {
      const search = await searchBench(base, await signIn(base, login));
      results[`search_${login}`] = search;
      log(
        `search as ${login}: one at a time p50 ${fmt(search.serial.p50, 1)} ms, p95 ${fmt(search.serial.p95, 1)} ms ` +
          `(limit ${SEARCH_LIMIT_MS}) — ${search.serial.p95 < SEARCH_LIMIT_MS ? 'PASS' : 'FAIL'}; ` +
          `four at once ${fmt(search.parallel.rps)} req/s, p95 ${fmt(search.parallel.p95, 1)} ms; ` +
          `${search.empty} of ${search.serial.n} found nothing; ` +
          `words in a third of the documents p95 ${fmt(search.dense.p95, 1)} ms, rarer words p95 ${fmt(search.sparse.p95, 1)} ms`,
      );
    }
    if (VIDEO_BYTES === 0) return void writeResults(results);
    const video = await videoBench(base, await signIn(base, 'dotos'), pid);
    results.video = video;
    const r = video.rssMb;
    log(
      `video ${fmt(video.bytes / 2 ** 20)} MB: upload ${fmt(video.upload.seconds, 1)} s (${fmt(video.upload.mbPerSecond)} MB/s); ` +
        `50 seeks of 1 MB p50 ${fmt(video.seek.p50, 1)} ms, p95 ${fmt(video.seek.p95, 1)} ms; ` +
        `whole ${fmt(video.whole.seconds, 1)} s (${fmt(video.whole.mbPerSecond)} MB/s)`,
    );
    log(
      `server RSS MB: before ${fmt(r.before)}, upload peak ${fmt(r.uploadPeak)}, after upload ${fmt(r.afterUpload)}, ` +
        `download peak ${fmt(r.downloadPeak)}, after ${fmt(r.after)}`,
    );
    writeResults(results);
  } finally {
    child?.removeAllListeners('exit');
    child?.send({ type: 'stop' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    child?.kill();
    rmSync(dataDir, { recursive: true, force: true });
    if (!REUSE) await admin((c) => c.query(`drop database if exists ${DB} with (force)`)).catch(() => {});
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
