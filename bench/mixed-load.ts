/**
 * The load generator of the `mixed` and `cold-list` scenarios: keeps `connections` requests in
 * flight over kept-alive connections, takes each next request from a planner (mixed-requests.ts),
 * times it per kind and checks every answer. Autocannon cannot time kinds apart.
 */
import http from 'node:http';
import { KINDS, type TKind, type TPlanned } from './mixed-requests.ts';

export type TKindFigures = { requests: number; failed: number; p50: number; p99: number };
export type TDriven = {
  requests: number;
  failed: number;
  rps: number;
  p50: number;
  p99: number;
  kinds: Record<TKind, TKindFigures>;
  /** Ids answered 201 to a create, and to a comment. */
  created: string[];
  comments: string[];
  /** The first few failures, to print. */
  failures: string[];
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number) : 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

const xsrfOf = (headers: Record<string, string>) =>
  /XSRF-TOKEN=([^;]+)/.exec(headers.cookie ?? '')?.[1] ?? '';

/** One planned request over `agent`: its status and body text. */
export function send(
  agent: http.Agent,
  port: number,
  headers: Record<string, string>,
  planned: TPlanned,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: planned.method,
        path: planned.path,
        headers: {
          ...headers,
          ...(planned.body ? { 'content-type': 'application/json' } : {}),
          ...(planned.idempotencyKey ? { 'idempotency-key': planned.idempotencyKey } : {}),
          // What a browser echoes of its anti-forgery cookie on an unsafe method.
          ...(planned.method === 'POST' ? { 'x-xsrf-token': xsrfOf(headers) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(planned.body);
  });
}

/**
 * Runs the planner's requests for `seconds` with `connections` in flight; answers the figures.
 * Several ports (app processes on one database): each connection keeps to one of them, in turn,
 * as a balancer in front of the processes would spread them.
 */
export async function drive(
  ports: number | number[],
  headers: Record<string, string>,
  next: () => TPlanned,
  seconds: number,
  connections: number,
): Promise<TDriven> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = Object.fromEntries(KINDS.map((k) => [k, [] as number[]])) as Record<TKind, number[]>;
  const failed = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<TKind, number>;
  const created: string[] = [];
  const comments: string[] = [];
  const failures: string[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  const fail = (kind: TKind, why: string) => {
    failed[kind] += 1;
    if (failures.length < 5) failures.push(`${kind}: ${why}`);
  };

  const spread = typeof ports === 'number' ? [ports] : ports;
  async function worker(index: number) {
    const port = spread[index % spread.length] as number;
    while (performance.now() < until) {
      const planned = next();
      const at = performance.now();
      try {
        const { status, text } = await send(agent, port, headers, planned);
        latencies[planned.kind].push(performance.now() - at);
        let body: unknown = null;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          fail(planned.kind, `not JSON: ${text.slice(0, 80)}`);
          continue;
        }
        const wrong = planned.check(status, body);
        if (wrong) {
          fail(planned.kind, `${wrong} ${status === 200 || status === 201 ? '' : text.slice(0, 120)}`);
          continue;
        }
        const id = String((body as { id?: unknown }).id);
        if (planned.kind === 'create') created.push(id);
        if (planned.kind === 'comment') comments.push(id);
      } catch (error) {
        latencies[planned.kind].push(performance.now() - at);
        fail(planned.kind, String(error));
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, (_, index) => worker(index)));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();

  const all = KINDS.flatMap((k) => latencies[k]).sort((a, b) => a - b);
  const kinds = Object.fromEntries(
    KINDS.map((k) => {
      const sorted = latencies[k].sort((a, b) => a - b);
      return [
        k,
        {
          requests: sorted.length,
          failed: failed[k],
          p50: round(percentile(sorted, 50)),
          p99: round(percentile(sorted, 99)),
        },
      ];
    }),
  ) as Record<TKind, TKindFigures>;
  return {
    requests: all.length,
    failed: KINDS.reduce((s, k) => s + failed[k], 0),
    rps: Math.round(all.length / elapsed),
    p50: round(percentile(all, 50)),
    p99: round(percentile(all, 99)),
    kinds,
    created,
    comments,
    failures,
  };
}
