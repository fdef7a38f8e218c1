/**
 * Results kept between runs, for the figures that have no target but must not fall from one commit
 * to the next (issue 20: the mix on PGlite, no regression of more than 10 %). Each key (engine,
 * scenario, size) keeps its last results in results/previous.json, which latest.json cannot do: it
 * is rewritten by every run, whatever engines and scenarios it chose.
 *
 * A drop is a warning, never a failure: on a shared machine the same code varies by more than 10 %
 * from one window to the next (bench/README.md).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TKept, TPrevious } from './mixed-types.ts';
import { opts, resultsDir, root } from './options.ts';

const FILE = path.join(resultsDir, 'previous.json');
/** Enough to look back over a day's commits; older ones only grow the file. */
const KEEP = 20;
/** Below this share of the previous req/s, the run is flagged. */
export const LEAST_OF_PREVIOUS = 0.9;

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

/** The code measured, as precisely as the bench can name it. */
export function codeVersion(): string {
  if (opts['server-src']) return `server copy ${path.relative(root, path.resolve(opts['server-src']))}`;
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
  // Uncommitted changes to tracked files are another version than the commit's.
  return git('status', '--porcelain', '--untracked-files=no') ? `${commit}+changes` : commit;
}

function readKept(): Record<string, TKept[]> {
  if (!existsSync(FILE)) return {};
  try {
    return JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, TKept[]>;
  } catch {
    // A file cut short by an interrupted run: start again rather than stop the bench.
    return {};
  }
}

/**
 * Compares `now` with the newest result kept under `key` from another version of the code (or,
 * when there is none, the newest of this one), a quiet one rather than a NOISY one where kept, then
 * keeps `now` when `keep` (its checks passed).
 */
export function compareAndKeep(
  key: string,
  now: Omit<TKept, 'version' | 'date'>,
  keep: boolean,
): TPrevious | undefined {
  const all = readKept();
  const kept = all[key] ?? [];
  const version = codeVersion();
  const others = kept.filter((k) => k.version !== version);
  const pool = others.length > 0 ? others : kept;
  // A run other work slowed is a low bound: a poor figure to hold the next one to.
  const before = pool.findLast((k) => !k.noisy) ?? pool.at(-1);
  if (keep) {
    all[key] = [...kept, { version, date: new Date().toISOString(), ...now }].slice(-KEEP);
    writeFileSync(FILE, `${JSON.stringify(all, null, 2)}\n`);
  }
  if (!before) return undefined;
  const ratio = now.rps / Math.max(1, before.rps);
  return { ...before, ratio, drop: ratio < LEAST_OF_PREVIOUS, sameVersion: before.version === version };
}
