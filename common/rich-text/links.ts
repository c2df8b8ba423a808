import { LINK_HREF_MAX_LENGTH, LINK_PROTOCOLS } from './constants.ts';

/**
 * Whether a link may be stored and followed: an absolute http, https or mailto URL. Parsed with
 * URL, so `JaVaScRiPt:`, entity tricks and control characters cannot pass as one of the three.
 */
export function isAllowedLinkHref(href: string): boolean {
  if (href.length === 0 || href.length > LINK_HREF_MAX_LENGTH) return false;
  // Control characters and whitespace inside a URL are how scheme filters are usually fooled.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f]/.test(href)) return false;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (!(LINK_PROTOCOLS as readonly string[]).includes(url.protocol)) return false;
  return url.protocol === 'mailto:' ? url.pathname.length > 0 : url.hostname.length > 0;
}
