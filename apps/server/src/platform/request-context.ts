import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the work of one request may need without being handed it: its client, for the security
 * log and the sessions it opens; its `Idempotency-Key`, for the transactions it writes. One store
 * for all: on Node 20 every store adds its own work to the creation of every promise.
 */
export type TRequestContext = {
  address: string;
  userAgent: string;
  /** The request's key and what its change wrote (`idempotency.ts`), once its route runs. */
  idempotency?: unknown;
};

const contexts = new AsyncLocalStorage<TRequestContext>();

export const runInRequest = (context: TRequestContext, work: () => void) => contexts.run(context, work);

/** The context of the request being served; undefined outside one (the seed, a start-up job). */
export const requestContext = (): TRequestContext | undefined => contexts.getStore();
