import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { DbOrTx, TInvalidationFeed } from '../db/client.ts';

/** The channel on which every process of the deployment hears what changed. */
export const INVALIDATION_CHANNEL = 'hse_cache';

type TEntry = { value: unknown; tags: readonly string[] };

/**
 * Answers of hot reads (a token's user, an unread count, a subtree, a list total) kept in memory
 * and dropped by tag when the data behind them changes. A write calls `invalidate` inside its
 * transaction: the entries go at once in this process, and PostgreSQL's NOTIFY, delivered on
 * commit, drops them in every other process sharing the database. While the listener is down the
 * cache serves nothing, so a process that may have missed a message never answers from memory.
 */
export class ReadCache {
  readonly #entries: LRUCache<string, TEntry>;
  readonly #keysByTag = new Map<string, Set<string>>();
  /**
   * Counts invalidations; `#droppedAt` keeps the count at each tag's last one and `#clearedAt` at
   * the last clearing, so a load stores what it read only if none of its tags was dropped while it
   * read: under steady writes to one type, the answers of others are still kept.
   */
  #sequence = 0;
  #clearedAt = 0;
  readonly #droppedAt = new Map<string, number>();
  #listening = false;
  #stop: (() => Promise<void>) | null = null;

  constructor(options: { max?: number; ttlMs?: number } = {}) {
    this.#entries = new LRUCache<string, TEntry>({
      max: options.max ?? 20_000,
      ttl: options.ttlMs ?? 60_000,
      dispose: (entry, key) => this.#unindex(key, entry.tags),
    });
  }

  async start(feed: TInvalidationFeed): Promise<void> {
    this.#stop = await feed.subscribe(
      INVALIDATION_CHANNEL,
      (payload) => this.invalidateLocal(payload.split(' ')),
      (listening) => {
        this.#listening = listening;
        // Whatever was sent while the connection was down is lost: nothing kept may be trusted.
        this.clear();
      },
    );
  }

  async close(): Promise<void> {
    this.#listening = false;
    this.clear();
    await this.#stop?.();
    this.#stop = null;
  }

  get enabled(): boolean {
    return this.#listening;
  }

  /**
   * The cached answer for `key`, or what `load` reads, stored under `tags` (or the tags of what was
   * read) unless an invalidation came meanwhile. Null is never stored: an unknown token today may
   * be a valid one a moment later.
   */
  /** The value cached under `key`, if any: for a caller that answers at once when it can. */
  peek<T>(key: string): T | undefined {
    if (!this.#listening) return undefined;
    return this.#entries.get(key)?.value as T | undefined;
  }

  async through<T>(
    key: string,
    tags: readonly string[] | ((value: NonNullable<T>) => readonly string[]),
    load: () => Promise<T>,
  ): Promise<T> {
    if (!this.#listening) return load();
    const hit = this.#entries.get(key);
    if (hit) return hit.value as T;
    const started = this.#sequence;
    const value = await load();
    if (!this.#listening || value == null || this.#clearedAt > started) return value;
    const valueTags = typeof tags === 'function' ? tags(value) : tags;
    if (valueTags.every((tag) => (this.#droppedAt.get(tag) ?? 0) <= started)) {
      this.#entries.set(key, { value, tags: valueTags });
      for (const tag of valueTags) {
        let keys = this.#keysByTag.get(tag);
        if (!keys) {
          keys = new Set();
          this.#keysByTag.set(tag, keys);
        }
        keys.add(key);
      }
    }
    return value;
  }

  /**
   * Drops the entries of `tags` here and, on commit of `tx`, in every process. Call it in the
   * transaction of the write, so a rolled-back write tells nobody elsewhere.
   */
  async invalidate(tx: DbOrTx, tags: readonly string[]): Promise<void> {
    if (tags.length === 0) return;
    this.invalidateLocal(tags);
    await publishInvalidation.invalidate(tx, tags);
  }

  invalidateLocal(tags: readonly string[]): void {
    const sequence = ++this.#sequence;
    // Forgetting the tags' counts is safe: everything loading now is then refused once.
    if (this.#droppedAt.size > 100_000) this.clear();
    for (const tag of tags) {
      this.#droppedAt.set(tag, sequence);
      const keys = this.#keysByTag.get(tag);
      if (!keys) continue;
      this.#keysByTag.delete(tag);
      for (const key of keys) this.#entries.delete(key);
    }
  }

  clear(): void {
    this.#clearedAt = ++this.#sequence;
    this.#droppedAt.clear();
    this.#entries.clear();
    this.#keysByTag.clear();
  }

  #unindex(key: string, tags: readonly string[]) {
    for (const tag of tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
  }
}

/** What a write needs to tell caches: a ReadCache, or `publishInvalidation` where none is at hand. */
export type TInvalidator = Pick<ReadCache, 'invalidate'>;

/** Tells the other processes only: for writes made outside a serving process (seeding, scripts). */
export const publishInvalidation: TInvalidator = {
  async invalidate(tx, tags) {
    for (const payload of notifyPayloadsOf(tags))
      await tx.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${payload})`);
  },
};

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
const NOTIFY_PAYLOAD_MAX = 7_900;

/**
 * The tags as few space-separated payloads as fit NOTIFY (one, unless a write touches hundreds of
 * tags at once, as the deadline scan telling a batch of people does).
 */
export function notifyPayloadsOf(tags: readonly string[]): string[] {
  const payloads: string[] = [];
  let current = '';
  for (const tag of tags) {
    const next = current ? `${current} ${tag}` : tag;
    if (current && Buffer.byteLength(next) > NOTIFY_PAYLOAD_MAX) {
      payloads.push(current);
      current = tag;
    } else current = next;
  }
  if (current) payloads.push(current);
  return payloads;
}

/** Tags: what a cached answer depends on. */
export const cacheTags = {
  user: (userId: string) => `user:${userId}`,
  notificationsOf: (userId: string) => `notifications:${userId}`,
  /** Any user row: list totals depend on all of them. */
  users: 'users',
  /** Any organization: subtrees, and the organization kind of every signed-in user. */
  organizations: 'organizations',
  /** Any incident message: their list totals. */
  incidents: 'incidents',
} as const;
