import { describe, expect, it } from 'vitest';
import type { TInvalidationFeed } from '../db/client.ts';
import { ReadCache } from './read-cache.ts';

/** A feed the test drives: it delivers messages and goes up and down on demand. */
function fakeFeed() {
  let deliver: (payload: string) => void = () => {};
  let setState: (listening: boolean) => void = () => {};
  const feed: TInvalidationFeed = {
    async subscribe(_channel, onMessage, onState) {
      deliver = onMessage;
      setState = onState;
      onState(true);
      return async () => onState(false);
    },
  };
  return { feed, deliver: (payload: string) => deliver(payload), setState: (up: boolean) => setState(up) };
}

async function startedCache() {
  const feed = fakeFeed();
  const cache = new ReadCache();
  await cache.start(feed.feed);
  return { cache, ...feed };
}

const counter = () => {
  let calls = 0;
  return {
    load: async () => ++calls,
    get calls() {
      return calls;
    },
  };
};

describe('the read cache', () => {
  it('answers from memory until a tag of the entry is invalidated by a message', async () => {
    const { cache, deliver } = await startedCache();
    const a = counter();
    const b = counter();
    expect(await cache.through('a', ['user:1'], a.load)).toBe(1);
    expect(await cache.through('a', ['user:1'], a.load)).toBe(1);
    expect(await cache.through('b', ['user:2'], b.load)).toBe(1);
    deliver('user:1 something-else');
    expect(await cache.through('a', ['user:1'], a.load)).toBe(2);
    expect(await cache.through('b', ['user:2'], b.load)).toBe(1);
    expect(a.calls).toBe(2);
    expect(b.calls).toBe(1);
  });

  it('does not keep what a load read when an invalidation came while it was reading', async () => {
    const { cache } = await startedCache();
    let release: (value: string) => void = () => {};
    const slow = cache.through('k', ['t'], () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidateLocal(['t']);
    release('read before the write');
    expect(await slow).toBe('read before the write');
    expect(await cache.through('k', ['t'], async () => 'read after the write')).toBe('read after the write');
  });

  it('keeps what a load read when only other tags were invalidated while it was reading', async () => {
    const { cache } = await startedCache();
    let release: (value: string) => void = () => {};
    const slow = cache.through('k', ['t'], () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidateLocal(['other']);
    release('read while another type was written');
    expect(await slow).toBe('read while another type was written');
    expect(await cache.through('k', ['t'], async () => 'read again')).toBe(
      'read while another type was written',
    );
  });

  it('serves nothing from memory while its feed is down, and forgets what it held', async () => {
    const { cache, setState } = await startedCache();
    const a = counter();
    await cache.through('a', ['t'], a.load);
    setState(false);
    expect(cache.enabled).toBe(false);
    expect(await cache.through('a', ['t'], a.load)).toBe(2);
    expect(await cache.through('a', ['t'], a.load)).toBe(3);
    setState(true);
    expect(await cache.through('a', ['t'], a.load)).toBe(4);
    expect(await cache.through('a', ['t'], a.load)).toBe(4);
  });

  it('never keeps a missing answer, and takes tags from the value when asked', async () => {
    const { cache } = await startedCache();
    let value: { owner: string } | null = null;
    const load = async () => value;
    expect(await cache.through('k', (v) => [`user:${v.owner}`], load)).toBeNull();
    value = { owner: '7' };
    expect(await cache.through('k', (v) => [`user:${v.owner}`], load)).toEqual({ owner: '7' });
    value = { owner: '8' };
    expect(await cache.through('k', (v) => [`user:${v.owner}`], load)).toEqual({ owner: '7' });
    cache.invalidateLocal(['user:7']);
    expect(await cache.through('k', (v) => [`user:${v.owner}`], load)).toEqual({ owner: '8' });
  });

  it('is a pass-through before it is started', async () => {
    const cache = new ReadCache();
    const a = counter();
    await cache.through('a', [], a.load);
    await cache.through('a', [], a.load);
    expect(a.calls).toBe(2);
  });
});
