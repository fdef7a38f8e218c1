/** A failed call. `detail` is the server's (already translated) text, '' when it sent none. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly errors?: Record<string, string[]>;
  /** A 409 duplicate's record that already exists (`existing_id`), to link to. */
  readonly existingId?: string;

  constructor(status: number, detail: string, errors?: Record<string, string[]>, existingId?: string) {
    super(detail || `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    if (errors) this.errors = errors;
    if (existingId) this.existingId = existingId;
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
  const { detail, errors, existing_id } = body as {
    detail?: unknown;
    errors?: unknown;
    existing_id?: unknown;
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
  );
}
