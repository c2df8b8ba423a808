import { describe, expect, it } from 'vitest';
import { decodeUtf8, firstInvalidUtf8, NotUtf8Error } from './utf8-text.rules.ts';

describe('decodeUtf8', () => {
  it('reads UTF-8, dropping a byte-order mark', () => {
    expect(decodeUtf8(Buffer.from('\uFEFF100 °C', 'utf8'), 'a.json')).toBe('100 °C');
  });

  it('refuses Latin-1 text, naming the file and where its first bad byte is', () => {
    const latin1 = Buffer.from('{\n  "text": "boils at 100°C"\n}', 'latin1');
    expect(() => decodeUtf8(latin1, 'nz.json')).toThrow(NotUtf8Error);
    expect(() => decodeUtf8(latin1, 'nz.json')).toThrow(
      'nz.json is not UTF-8 text (byte 0xB0 at line 2, column 24 is not part of a UTF-8 character; is it Latin-1 or Windows-1252?)',
    );
  });
});

describe('firstInvalidUtf8', () => {
  it('finds no bad byte in UTF-8 of every length', () => {
    expect(firstInvalidUtf8(Buffer.from('a é € 𝄞', 'utf8'))).toBeNull();
  });

  it('finds a cut sequence, an overlong form and a surrogate', () => {
    expect(firstInvalidUtf8(Uint8Array.of(0x61, 0xe2, 0x82))).toMatchObject({ offset: 1, byte: 0xe2 });
    expect(firstInvalidUtf8(Uint8Array.of(0xc0, 0x80))).toMatchObject({ offset: 0 });
    expect(firstInvalidUtf8(Uint8Array.of(0xed, 0xa0, 0x80))).toMatchObject({ offset: 0 });
  });
});
