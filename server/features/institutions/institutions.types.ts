import type { institutions } from '../../db/schema/index.ts';
import type { RoleRow } from '../roles/index.ts';

export type InstitutionRow = typeof institutions.$inferSelect;
export type NewInstitutionRow = typeof institutions.$inferInsert;

/** An institution with what its base needs besides its row: its banner's inline URL. */
export interface InstitutionRecord {
  institution: InstitutionRow;
  bannerInlineUrl: string | null;
}

/**
 * An institution as one person may see it: its record and that person's role row there (null:
 * none, as for an internal admin). What authorizeInstitution answers.
 */
export interface InstitutionMembership extends InstitutionRecord {
  memberRole: RoleRow | null;
}
