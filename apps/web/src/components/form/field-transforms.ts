import type { TFieldTransform } from './text-field';

const pad = (n: number) => String(n).padStart(2, '0');

/** A number field: an empty input is null, so that a required number says "fill in". */
export const NUMBER_TRANSFORM: TFieldTransform = {
  toInput: (value) => (typeof value === 'number' ? String(value) : ''),
  fromInput: (text) => (text.trim() === '' ? null : Number(text)),
};

/** A text the API keeps as null when empty (a date `YYYY-MM-DD`). */
export const NULLABLE_TRANSFORM: TFieldTransform = {
  toInput: (value) => (typeof value === 'string' ? value : ''),
  fromInput: (text) => text || null,
};

/**
 * An instant shown as the reader's local date and time (`datetime-local`) and kept as ISO 8601
 * in UTC, which the contracts' moments accept and the server stores as timestamptz.
 */
export const DATE_TIME_TRANSFORM: TFieldTransform = {
  toInput: (value) => {
    const date = typeof value === 'string' && value ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) return '';
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  },
  fromInput: (text) => {
    const date = text ? new Date(text) : null;
    return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
  },
};
