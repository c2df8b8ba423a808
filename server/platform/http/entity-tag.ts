/**
 * Whether an If-None-Match header names this entity tag (or any, with `*`). A weak tag matches
 * its strong twin, as RFC 9110's weak comparison for If-None-Match has it.
 */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
