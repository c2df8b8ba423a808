import type { LessonImageType } from './constants.ts';

export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);
const ascii = (b: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...b.subarray(at, at + length));

/** PNG: the IHDR chunk, always first, holds the width and height. */
function pngSize(b: Uint8Array): ImageSize | null {
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/** GIF: the logical screen's size, which every frame is drawn within. */
function gifSize(b: Uint8Array): ImageSize | null {
  return b.length < 10 ? null : { width: u16le(b, 6), height: u16le(b, 8) };
}

/** JPEG: the first start-of-frame segment (SOF0 to SOF15, not DHT, JPG or DAC), after the others. */
function jpegSize(b: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) at += 2;
    else at += 2 + u16be(b, at + 2);
  }
  return null;
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X, its canvas). */
function webpSize(b: Uint8Array): ImageSize | null {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

const READERS: Record<LessonImageType, (bytes: Uint8Array) => ImageSize | null> = {
  'image/png': pngSize,
  'image/gif': gifSize,
  'image/jpeg': jpegSize,
  'image/webp': webpSize,
};

/**
 * The pixel size an image declares in its header, read without decoding it; null when the header
 * holds none (a truncated or damaged file).
 */
export function imageSizeOf(bytes: Uint8Array, type: LessonImageType): ImageSize | null {
  return READERS[type](bytes);
}
