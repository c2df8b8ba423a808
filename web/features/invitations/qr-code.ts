import { create } from 'qrcode';

/** Light modules around the symbol, as the QR standard asks, so phones find its edges. */
const QUIET_ZONE = 4;

/**
 * A QR code of `text` as an SVG `data:` URL for an <img> (the CSP allows data: images; no
 * script, no inline markup). One path of unit squares, black on white, medium error correction:
 * enough to survive a projector's glare.
 */
export function qrCodeDataUrl(text: string): string {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  const full = size + QUIET_ZONE * 2;
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (data[row * size + col]) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${full} ${full}" shape-rendering="crispEdges">` +
    `<rect width="${full}" height="${full}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
