/**
 * The export of about 100,000 incident messages, measured on a server not yet loaded: its time,
 * its size and how much the server's memory grows while it streams.
 */
import { readFileSync } from 'node:fs';
import { fmt, log } from './format.ts';
import type { TReady } from './protocol.ts';

/** The export of about 100,000 messages: time, size and the server's memory while it streams. */
export type TExportResult = {
  rows: number;
  bytes: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  limitMb: number;
  pass: boolean;
};
const EXPORT_LIMIT_MB = 300;

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

export async function measureExport(
  base: string,
  headers: Record<string, string>,
  pid: number,
  ready: TReady,
) {
  const url = `${base}/api/incidents/export.xlsx?occurred_from=${ready.incidents.exportFrom}`;
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
  }, 20);
  const started = Date.now();
  let bytes = 0;
  try {
    const response = await fetch(url, { headers });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
  } finally {
    clearInterval(sampler);
  }
  rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
  const result: TExportResult = {
    rows: ready.incidents.exportRows,
    bytes,
    seconds: (Date.now() - started) / 1000,
    rssBeforeMb,
    rssPeakMb,
    limitMb: EXPORT_LIMIT_MB,
    // The export's own memory: on PGlite the process also holds the whole embedded database.
    pass: rssPeakMb - rssBeforeMb < EXPORT_LIMIT_MB,
  };
  log(
    `  export of ${fmt(result.rows)} messages: ${fmt(bytes / 1024 / 1024, 1)} MB in ${fmt(result.seconds, 1)} s; ` +
      `server memory ${fmt(rssBeforeMb)} MB before, ${fmt(rssPeakMb)} MB at most: ` +
      `${fmt(rssPeakMb - rssBeforeMb)} MB for the export (limit ${EXPORT_LIMIT_MB} MB) ` +
      (result.pass ? 'PASS' : 'FAIL'),
  );
  return result;
}
