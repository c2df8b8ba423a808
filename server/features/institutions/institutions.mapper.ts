import { institutionPath } from '../../../common/institutions/paths.ts';
import {
  isInstitutionExpired,
  zInstitutionBase,
  type InstitutionBase,
  type InstitutionGroup,
} from '../../../common/institutions/schema.ts';
import { INSTITUTION_ROLES, type InstitutionRoleName } from '../../../common/roles/constants.ts';
import { clientPermissions, institutionPermissions } from '../../../common/roles/rules.ts';
import type {
  InstitutionBaseFields,
  InstitutionBaseJson,
  InstitutionRecord,
  MemberRoleWithBaseRow,
  SerializedBase,
} from './institutions.types.ts';
import { MEMBER_ROLE_FIELD, MEMBER_ROLE_RECORD } from './institutions.constants.ts';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function toInstitutionBase(
  record: { institution: InstitutionBaseFields; bannerInlineUrl: string | null },
  now: Date,
): InstitutionBase {
  const i = record.institution;
  return {
    id: i.id,
    name: i.name,
    code: i.code,
    locale: i.locale,
    timezone: i.timezone,
    endpoint: i.endpoint,
    districtUuid: i.districtUuid,
    headerUrl: i.headerUrl,
    bannerImageUploadId: i.bannerImageUploadId,
    bannerImageUpload:
      i.bannerImageUploadId !== null && record.bannerInlineUrl !== null
        ? { id: i.bannerImageUploadId, originalUploadFile: { inlineUrl: record.bannerInlineUrl } }
        : null,
    _frontendUrl: institutionPath(i),
    expiresOn: iso(i.expiresOn),
    isExpired: isInstitutionExpired(i.expiresOn, now),
    assimilatedIntoInstitutionId: i.assimilatedIntoInstitutionId,
    videoProviderConfig: i.videoProviderConfig ?? null,
    schoolYearEndsOn: i.schoolYearEndsOn,
    createdOn: i.createdOn.toISOString(),
    updatedOn: i.updatedOn.toISOString(),
  };
}

/**
 * The spec names institution "groups" without defining them; they are read as the district the
 * institution belongs to, the only grouping of institutions the product has.
 */
export function toGroups(record: InstitutionRecord): InstitutionGroup[] {
  const { districtUuid } = record.institution;
  return districtUuid && record.districtName !== null ? [{ districtUuid, name: record.districtName }] : [];
}

const EXPIRED_MARKER = '"isExpired":false';

/**
 * An institution's base as the response schema serializes it (encoded by the schema, as every
 * response is, so unknown keys are stripped the same way), split around isExpired for the cache.
 * Null when the row would not pass the schema: the caller then takes the generic path, which
 * fails the same way it always has.
 */
export function toSerializedBase(json: InstitutionBaseJson): SerializedBase | null {
  const { expiresOnMs, createdOnMs, updatedOnMs, bannerInlineUrl, ...fields } = json;
  const institution: InstitutionBaseFields = {
    ...fields,
    expiresOn: expiresOnMs === null ? null : new Date(expiresOnMs),
    createdOn: new Date(createdOnMs),
    updatedOn: new Date(updatedOnMs),
  };
  const encoded = zInstitutionBase.safeEncode(
    toInstitutionBase({ institution, bannerInlineUrl }, new Date()),
  );
  if (!encoded.success) return null;
  const text = JSON.stringify({ ...encoded.data, isExpired: false });
  // Inside a JSON string every quote is escaped, so the first match is the key itself.
  const at = text.indexOf(EXPIRED_MARKER);
  if (at < 0 || !text.endsWith('}')) return null;
  return {
    head: text.slice(0, at + EXPIRED_MARKER.length - 'false'.length),
    tail: text.slice(at + EXPIRED_MARKER.length, -1),
    expiresAtMs: expiresOnMs,
  };
}

/** The cached base with isExpired as of `nowMs` (isInstitutionExpired's rule), still open for includes. */
export const openBaseJson = (base: SerializedBase, nowMs: number): string =>
  base.head + (base.expiresAtMs !== null && nowMs > base.expiresAtMs ? 'true' : 'false') + base.tail;

const ROLE_NAMES: ReadonlySet<string> = new Set(INSTITUTION_ROLES);
const isRoleName = (value: unknown): value is InstitutionRoleName =>
  typeof value === 'string' && ROLE_NAMES.has(value);

/** A text[] of role names as PostgreSQL writes it ('{A,B}': role names never need quoting). */
function parseRoleNames(text: string): InstitutionRoleName[] | null {
  if (!text.startsWith('{') || !text.endsWith('}')) return null;
  if (text === '{}') return [];
  const names = text.slice(1, -1).split(',');
  return names.every(isRoleName) ? names : null;
}

/** pendingMemberships as toRole maps them: each one's role, which must be a role name. */
function parsePendingMemberships(text: string): { role: InstitutionRoleName }[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const memberships: { role: InstitutionRoleName }[] = [];
  for (const membership of value as unknown[]) {
    const role =
      typeof membership === 'object' && membership ? (membership as { role?: unknown }).role : null;
    if (!isRoleName(role)) return null;
    memberships.push({ role });
  }
  return memberships;
}

/** The parts of a member's role JSON that depend only on what the role holds. */
export interface RoleParts {
  /** From `"roles"` to the value of `"isSubscriptionOwner"`, as toRole and the schema write them. */
  middle: string;
  /** The `permissions` include (clientPermissions) of a member who is not an internal admin. */
  clientPermissions: string;
}

function parseRoleKey(key: string): RoleParts | null {
  const rolesEnd = key.indexOf('}');
  if (rolesEnd < 0) return null;
  const isPending = key[0] === '1';
  const isSubscriptionOwner = key[1] === '1';
  const roles = parseRoleNames(key.slice(2, rolesEnd + 1));
  const pendingMemberships = parsePendingMemberships(key.slice(rolesEnd + 1));
  if (!roles || !pendingMemberships) return null;
  const role = { roles, isPending, pendingMemberships };
  const member = { isInternalAdmin: false };
  return {
    middle:
      `"roles":${JSON.stringify(roles)},` +
      `"permissions":${JSON.stringify(institutionPermissions(role, member))},` +
      `"isPending":${isPending},"isAccepted":${!isPending},` +
      `"pendingMemberships":${JSON.stringify(pendingMemberships)},` +
      `"isSubscriptionOwner":${isSubscriptionOwner}`,
    clientPermissions: JSON.stringify(clientPermissions(role, member)),
  };
}

/** Few distinct role rows exist (role sets times pending states), so each is serialized once. */
const rolePartsByKey = new Map<string, RoleParts | null>();
const MAX_ROLE_KEYS = 1_000;

/**
 * The parts of a member's role row (its roleKey, see the repo), for a viewer who is not an
 * internal admin. Null when the row would not pass the response schema (an unknown role name):
 * the generic path, which fails then, must answer.
 */
export function toRoleParts(roleKey: string): RoleParts | null {
  let parts = rolePartsByKey.get(roleKey);
  if (parts === undefined) {
    parts = parseRoleKey(roleKey);
    if (rolePartsByKey.size >= MAX_ROLE_KEYS) rolePartsByKey.clear();
    rolePartsByKey.set(roleKey, parts);
  }
  return parts;
}

const ISO_LENGTH = 24;

/**
 * The member's role as toRole and the response schema write it. `principalJson` is the member's
 * principal, already checked against the schema and serialized. Null when the timestamps are not
 * plain (see the repo).
 */
export function toRoleJson(
  row: MemberRoleWithBaseRow,
  parts: RoleParts,
  principalJson: string,
): string | null {
  const { timestamps } = row;
  if (timestamps === null || (timestamps.length !== ISO_LENGTH && timestamps.length !== 2 * ISO_LENGTH))
    return null;
  const createdOn = timestamps.slice(0, ISO_LENGTH);
  const acceptedOn = timestamps.length > ISO_LENGTH ? `"${timestamps.slice(ISO_LENGTH)}"` : 'null';
  return (
    `{"institutionId":${row.institutionId},"principal":${principalJson},${parts.middle},` +
    `"createdOn":"${createdOn}","acceptedOn":${acceptedOn}}`
  );
}

/** One role row of the member role text: id, role key, timestamps ('' for none), base JSON or ''. */
function parseMemberRoleRecord(record: string): MemberRoleWithBaseRow | null {
  const fields = record.split(MEMBER_ROLE_FIELD);
  if (fields.length !== 4) return null;
  const [id, roleKey, timestamps, base] = fields as [string, string, string, string];
  const institutionId = Number(id);
  if (!Number.isSafeInteger(institutionId)) return null;
  return {
    institutionId,
    roleKey,
    timestamps: timestamps === '' ? null : timestamps,
    institution: base === '' ? null : (JSON.parse(base) as InstitutionBaseJson),
  };
}

/**
 * The role rows of findMemberRolesWithBases' text. Null when a row does not split into its
 * fields (a role name holding a separator): the generic path answers then.
 */
export function parseMemberRoleText(text: string | null): MemberRoleWithBaseRow[] | null {
  if (text === null) return [];
  const rows: MemberRoleWithBaseRow[] = [];
  for (const record of text.split(MEMBER_ROLE_RECORD)) {
    const row = parseMemberRoleRecord(record);
    if (row === null) return null;
    rows.push(row);
  }
  return rows;
}
