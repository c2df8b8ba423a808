import { describe, expect, it } from 'vitest';
import { qrCodeDataUrl } from './qr-code.ts';

describe('the QR code of a join link', () => {
  it('is an SVG data URL with a quiet zone, black modules on white', () => {
    const url = qrCodeDataUrl('https://school.example/invite/year7sc2jump');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    // Version 3 (29 modules) for a link this long, plus 4 modules of quiet zone each side.
    expect(svg).toMatch(/viewBox="0 0 37 37"/);
    expect(svg).toContain('fill="#fff"');
    expect(svg).toMatch(/<path d="(M\d+ \d+h1v1h-1z)+" fill="#000"\/>/);
    expect(svg).not.toContain('<script');
  });

  it('changes with the link', () => {
    expect(qrCodeDataUrl('https://school.example/invite/aaaabbbbcccc')).not.toBe(
      qrCodeDataUrl('https://school.example/invite/ddddeeeeffff'),
    );
  });
});
