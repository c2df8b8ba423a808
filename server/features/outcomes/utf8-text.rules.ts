import { ImportRefusedError } from './import-problems.types.ts';

/**
 * Curriculum files are read as UTF-8, and only as UTF-8: a file in another encoding (Latin-1,
 * Windows-1252) would otherwise import with its accented letters and degree signs replaced by
 * U+FFFD, overwriting good outcomes with "100�C". A leading byte-order mark is dropped.
 */

const decoder = new TextDecoder('utf-8', { fatal: true });

/** How many bytes a UTF-8 character starting with this byte has; 0 when no character starts so. */
function sequenceLength(byte: number): number {
  if (byte < 0x80) return 1;
  if (byte >= 0xc2 && byte <= 0xdf) return 2;
  if (byte >= 0xe0 && byte <= 0xef) return 3;
  if (byte >= 0xf0 && byte <= 0xf4) return 4;
  return 0;
}

/** Where the first byte that is not UTF-8 is: its offset, line and column (1-based), and value. */
export function firstInvalidUtf8(
  bytes: Uint8Array,
): { offset: number; line: number; column: number; byte: number } | null {
  let line = 1;
  let lineStart = 0;
  let index = 0;
  while (index < bytes.length) {
    const byte = bytes[index]!;
    const length = sequenceLength(byte);
    const continuations = bytes.subarray(index + 1, index + length);
    const valid =
      length > 0 &&
      continuations.length === length - 1 &&
      continuations.every((b) => (b & 0xc0) === 0x80) &&
      // Overlong three- and four-byte forms, surrogates and code points past U+10FFFF.
      !(byte === 0xe0 && continuations[0]! < 0xa0) &&
      !(byte === 0xed && continuations[0]! > 0x9f) &&
      !(byte === 0xf0 && continuations[0]! < 0x90) &&
      !(byte === 0xf4 && continuations[0]! > 0x8f);
    if (!valid) return { offset: index, line, column: index - lineStart + 1, byte };
    if (byte === 0x0a) {
      line += 1;
      lineStart = index + 1;
    }
    index += length;
  }
  return null;
}

/** A file refused for its encoding. */
export class NotUtf8Error extends ImportRefusedError {}

/** The text of a file's bytes, or a NotUtf8Error that says where and what the first bad byte is. */
export function decodeUtf8(bytes: Uint8Array, name: string): string {
  try {
    return decoder.decode(bytes);
  } catch {
    const at = firstInvalidUtf8(bytes);
    const where = at
      ? `byte 0x${at.byte.toString(16).toUpperCase().padStart(2, '0')} at line ${at.line}, column ${at.column} is not part of a UTF-8 character; `
      : '';
    throw new NotUtf8Error(
      `${name} is not UTF-8 text (${where}is it Latin-1 or Windows-1252?). Save it as UTF-8 and import it again; nothing was imported from it.`,
    );
  }
}
