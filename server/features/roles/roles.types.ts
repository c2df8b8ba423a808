import type { Db } from '../../db/client.ts';
import type { institutionRoles, institutions, people } from '../../db/schema/index.ts';

export type { Db };
export type RoleRow = typeof institutionRoles.$inferSelect;
export type PersonRow = typeof people.$inferSelect;
export type InstitutionRow = typeof institutions.$inferSelect;
export interface RoleKeyValue {
  institutionId: number;
  principal: string;
}

/** A person's standing at one institution: their role row there (null: none, as for an internal admin). */
export interface Membership {
  institutionId: number;
  memberRole: RoleRow | null;
}

/** An institution with its banner's inline URL: what its base is made from. */
export interface InstitutionWithBanner {
  institution: InstitutionRow;
  bannerInlineUrl: string | null;
}
