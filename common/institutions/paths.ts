/**
 * The school URL of spec 2.1, `/{endpoint}/{code}-{id}`: the institution subjects page, and the
 * start of every page under it (a subject, the archive, billing). Built here and only here.
 */

/** An institution as its URL names it: the area it is used in (endpoint), its code and its id. */
export interface InstitutionAddress {
  endpoint: string;
  code: string;
  id: number;
}

/** The institution's URL segment, `{code}-{id}`. */
export const institutionSlug = (institution: Pick<InstitutionAddress, 'code' | 'id'>): string =>
  `${institution.code}-${institution.id}`;

/** The institution subjects path, `/{endpoint}/{code}-{id}`. */
export const institutionPath = (institution: InstitutionAddress): string =>
  `/${institution.endpoint}/${institutionSlug(institution)}`;

/** Parses `{code}-{id}`; the id is the part after the last dash. Null when there is no id. */
export function parseInstitutionSlug(slug: string): { code: string; id: number } | null {
  const match = /^(.*)-(\d{1,10})$/.exec(slug);
  if (!match?.[2]) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) && id > 0 ? { code: match[1] ?? '', id } : null;
}
