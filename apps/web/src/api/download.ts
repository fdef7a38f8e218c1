export const DEFAULT_FILE_NAME = 'File';

function decodeExtended(value: string): string | null {
  // RFC 5987: charset'language'percent-encoded
  const match = /^([\w!#$%&+^`{}~-]*)'[^']*'(.*)$/.exec(value.trim());
  if (!match) return null;
  try {
    return decodeURIComponent(match[2] ?? '');
  } catch {
    return null;
  }
}

/** The file name of a Content-Disposition header: `filename*` (UTF-8) first, then `filename`. */
export function fileNameFromDisposition(header: string | null | undefined): string {
  if (!header) return DEFAULT_FILE_NAME;
  const extended = /filename\*\s*=\s*("?)([^";]+)\1/i.exec(header);
  const decoded = extended ? decodeExtended(extended[2] ?? '') : null;
  if (decoded) return decoded;
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1]) return quoted[1].replace(/\\(.)/g, '$1');
  const plain = /filename\s*=\s*([^;\s]+)/i.exec(header);
  if (plain?.[1]) return plain[1];
  return DEFAULT_FILE_NAME;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
