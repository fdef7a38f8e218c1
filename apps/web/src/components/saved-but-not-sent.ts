/** The record was saved but the server refused to send it: the caller must not save it again. */
export class SavedButNotSent<T> extends Error {
  constructor(
    readonly saved: T,
    readonly reason: unknown,
  ) {
    super('saved but not sent');
  }
}

/** `instanceof` alone would type the saved record as `any`. */
export const isSavedButNotSent = <T>(error: unknown): error is SavedButNotSent<T> =>
  error instanceof SavedButNotSent;
