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

/**
 * An institution as one person's membership sees it: the institution with its banner, and that
 * person's role row there (null: none, as for an internal admin who holds no role there).
 */
export interface Membership {
  institution: InstitutionRow;
  bannerInlineUrl: string | null;
  memberRole: RoleRow | null;
}
