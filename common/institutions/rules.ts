import { endpointPath } from '../api/endpoint.ts';
import { getUploadContent } from './endpoints.ts';
import type { BannerImageType } from './constants.ts';

/** Each banner image type's signature: bytes at offsets from the start of the file. */
const SIGNATURES: Record<BannerImageType, readonly (readonly [offset: number, bytes: string])[]> = {
  'image/png': [[0, '\x89PNG\r\n\x1a\n']],
  'image/jpeg': [[0, '\xff\xd8\xff']],
  'image/gif': [[0, 'GIF8']],
  'image/webp': [
    [0, 'RIFF'],
    [8, 'WEBP'],
  ],
};

const startsWith = (bytes: Uint8Array, offset: number, expected: string): boolean =>
  [...expected].every((char, i) => bytes[offset + i] === char.charCodeAt(0));

/**
 * The banner image type the bytes are, read from their signature ("magic bytes"), or null: what
 * a file claims to be (its name, the Content-Type it was sent with) is not what it is.
 */
export function bannerImageTypeOf(bytes: Uint8Array): BannerImageType | null {
  for (const [type, parts] of Object.entries(SIGNATURES))
    if (parts.every(([offset, expected]) => startsWith(bytes, offset, expected)))
      return type as BannerImageType;
  return null;
}

/** Where an upload's bytes are read: what an <img> (a banner, a lesson's image) points at. */
export const uploadContentPath = (uploadId: number): string => endpointPath(getUploadContent, { uploadId });
