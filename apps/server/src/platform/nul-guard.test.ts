import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { nulPath } from './nul-guard.ts';

describe('nulPath', () => {
  it('names the field of a NUL in a parsed body, keys and arrays included', () => {
    expect(nulPath({ victims: [{ full_name: 'a\u0000b' }] })).toEqual(['victims', '0', 'full_name']);
    expect(nulPath({ ['k\u0000ey']: 1 })).toEqual(['key']);
    expect(nulPath({ a: 'clean', b: [1, null, 'x'] })).toBeUndefined();
    // A parsed query string is an object of no plain prototype.
    expect(nulPath(Object.assign(Object.create({}), { search: '\u0000' }))).toEqual(['search']);
  });

  it('leaves a raw body alone: bytes, or the stream of a streamed upload, whose fields point back at it', () => {
    expect(nulPath(Buffer.from('a\u0000b'))).toBeUndefined();
    const stream = new PassThrough();
    const cyclic = Object.assign(stream, { self: stream, nested: { back: stream } });
    expect(nulPath(cyclic)).toBeUndefined();
  });
});
