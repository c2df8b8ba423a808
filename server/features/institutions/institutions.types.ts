import type { institutions } from '../../db/schema/index.ts';
import type { RoleRow } from '../roles/roles.types.ts';

export type InstitutionRow = typeof institutions.$inferSelect;
export type NewInstitutionRow = typeof institutions.$inferInsert;

/** An institution with what its serialized form needs from joined tables. */
export interface InstitutionRecord {
  institution: InstitutionRow;
  bannerInlineUrl: string | null;
  districtName: string | null;
}

/** An institution as seen through one person's membership (their role row, or null). */
export interface MemberInstitutionRecord extends InstitutionRecord {
  memberRole: RoleRow | null;
}
