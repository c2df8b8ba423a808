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

/** What an institution's base needs from its row (toInstitutionBase). */
export type InstitutionBaseFields = Pick<
  InstitutionRow,
  | 'id'
  | 'name'
  | 'code'
  | 'locale'
  | 'timezone'
  | 'endpoint'
  | 'districtUuid'
  | 'headerUrl'
  | 'bannerImageUploadId'
  | 'expiresOn'
  | 'assimilatedIntoInstitutionId'
  | 'videoProviderConfig'
  | 'schoolYearEndsOn'
  | 'createdOn'
  | 'updatedOn'
>;

/** The same fields as PostgreSQL sends them in JSON: timestamps as epoch milliseconds. */
export type InstitutionBaseJson = Omit<InstitutionBaseFields, 'expiresOn' | 'createdOn' | 'updatedOn'> & {
  expiresOnMs: number | null;
  createdOnMs: number;
  updatedOnMs: number;
  bannerInlineUrl: string | null;
};

/** The viewer's role row at an institution, with the institution itself when asked for. */
export interface MemberRoleWithBaseRow {
  institutionId: number;
  /**
   * The pending and subscription-owner flags ('0'/'1'), then the roles as PostgreSQL writes a
   * text[] ('{ADMIN,SUBJECT_INSTRUCTOR}'), then the pending memberships as jsonb text.
   */
  roleKey: string;
  /**
   * createdOn, then acceptedOn if set, as toISOString writes them (24 characters each); null
   * when either falls outside years 1000-9999, where PostgreSQL's text reads differently.
   */
  timestamps: string | null;
  /** Only for the ids asked for in `withBaseIds`. */
  institution: InstitutionBaseJson | null;
}

/**
 * An institution's serialized base (its JSON as the response schema writes it, without the
 * includes), split around `isExpired`, which depends on the time of the request.
 */
export interface SerializedBase {
  /** From `{` up to and including `"isExpired":`. */
  head: string;
  /** From the comma after `isExpired`'s value up to, not including, the closing `}`. */
  tail: string;
  /** expiresOn in epoch milliseconds; null: never expires. */
  expiresAtMs: number | null;
}
