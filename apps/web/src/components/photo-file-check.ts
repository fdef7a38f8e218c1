import { PHOTO_MAX_BYTES, PHOTO_MIME } from '@hse/contracts/constants';
import type { TMessageKey } from '@hse/contracts/messages';

const JPEG_NAME = /\.jpe?g$/i;

/**
 * Checked before uploading so that a wrong file is refused at once, with the same texts the
 * server would answer (spec §5: jpg only, at most 300 KB). Some systems give no MIME type,
 * so the extension decides then.
 */
export function checkPhotoFile(file: Pick<File, 'name' | 'type' | 'size'>): TMessageKey | null {
  const isJpeg = file.type ? file.type === PHOTO_MIME : JPEG_NAME.test(file.name);
  if (!isJpeg) return 'validation.photo_format';
  if (file.size > PHOTO_MAX_BYTES) return 'validation.photo_too_large';
  return null;
}
