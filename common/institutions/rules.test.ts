import { describe, expect, it } from 'vitest';
import { bannerImageTypeOf } from './rules.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('bannerImageTypeOf', () => {
  it.each([
    ['image/png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR')],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['image/gif', bytes('GIF89a', [1, 0])],
    ['image/gif', bytes('GIF87a', [1, 0])],
    ['image/webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
  ])('reads %s from its signature', (type, file) => {
    expect(bannerImageTypeOf(file)).toBe(type);
  });

  it.each([
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['text', bytes('hello, banner')],
    ['a RIFF file that is not WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a file shorter than any signature', bytes([0x89], 'PN')],
    ['nothing', bytes()],
  ])('knows no image type in %s', (_name, file) => {
    expect(bannerImageTypeOf(file)).toBeNull();
  });
});
