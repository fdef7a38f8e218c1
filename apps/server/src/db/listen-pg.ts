import pg from 'pg';

const RETRY_MS = [100, 500, 1_000, 5_000];

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), coming back
 * after a lost connection. `onState(false)` while it is down tells the caller messages may be
 * missed; `onState(true)` once it listens again.
 */
export async function listenPg(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    const lost = () => {
      if (client !== next) return;
      client = null;
      onState(false);
      next.removeAllListeners();
      void next.end().catch(() => {});
      retry();
    };
    next.on('error', lost);
    next.on('end', lost);
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    attempt = 0;
    onState(true);
  };

  const retry = () => {
    if (stopped) return;
    const delay = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)] ?? 5_000;
    timer = setTimeout(() => {
      connect().catch(retry);
    }, delay);
    timer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    onState(false);
    const current = client;
    client = null;
    await current?.end();
  };
}
