/** A failed call. `detail` is the server's (already translated) text, '' when it sent none. */
export type TCellError = { sheet: string; row: number; column: string; cell: string; message: string };

const isCellError = (value: unknown): value is TCellError =>
  typeof value === 'object' &&
  value !== null &&
  ['sheet', 'column', 'cell', 'message'].every(
    (k) => typeof (value as Record<string, unknown>)[k] === 'string',
  ) &&
  typeof (value as Record<string, unknown>).row === 'number';

export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly errors?: Record<string, string[]>;
  /** A 409 duplicate's record that already exists (`existing_id`), to link to. */
  readonly existingId?: string;
  /** An uploaded spreadsheet's errors by cell (`cells`), in the reader's language. */
  readonly cells?: TCellError[];

  constructor(
    status: number,
    detail: string,
    errors?: Record<string, string[]>,
    existingId?: string,
    cells?: TCellError[],
  ) {
    super(detail || `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    if (errors) this.errors = errors;
    if (existingId) this.existingId = existingId;
    if (cells) this.cells = cells;
  }
}

export const NOT_AUTHENTICATED = 'User not authenticated';

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Reads `{detail, errors}` from a failed response without trusting its shape. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    const text = await response.text();
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!body || typeof body !== 'object') return new ApiError(response.status, '');
  const { detail, errors, existing_id, cells } = body as {
    detail?: unknown;
    errors?: unknown;
    existing_id?: unknown;
    cells?: unknown;
  };
  let fieldErrors: Record<string, string[]> | undefined;
  if (errors && typeof errors === 'object') {
    fieldErrors = Object.fromEntries(Object.entries(errors).filter(([, list]) => isStringList(list)));
  }
  return new ApiError(
    response.status,
    typeof detail === 'string' ? detail : '',
    fieldErrors,
    typeof existing_id === 'string' ? existing_id : undefined,
    Array.isArray(cells) ? cells.filter(isCellError) : undefined,
  );
}
