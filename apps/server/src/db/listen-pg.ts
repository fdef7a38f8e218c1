import pg from 'pg';
import { APPLICATION_NAME } from './pg-connections.ts';

const RETRY_MS = [100, 250, 500, 1_000, 2_000, 5_000];

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), coming back
 * after a lost connection with a growing delay. `onState(false)` while it is down tells the caller
 * messages may be missed; `onState(true)` once it listens again.
 */
export async function listenPg(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onState: (listening: boolean) => void,
  onError: (error: Error) => void = () => {},
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: `${APPLICATION_NAME}-listen` });
    // Attached first and never removed: a client may emit 'error' more than once, also after
    // 'end', and an 'error' event without a listener ends the process.
    next.on('error', (error) => {
      onError(error);
      lost();
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    const lost = () => {
      if (client !== next) return;
      client = null;
      onState(false);
      void next.end().catch(() => {});
      retry();
    };
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      void next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    attempt = 0;
    onState(true);
  };

  const retry = () => {
    if (stopped || timer) return;
    const delay = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)] ?? 5_000;
    timer = setTimeout(() => {
      timer = null;
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
