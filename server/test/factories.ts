import { randomBytes } from 'node:crypto';
import type { InstitutionRoleName } from '../../common/roles/constants.ts';
import type { Db } from '../db/client.ts';
import type { Actor } from '../platform/auth/actor.ts';
import { institutionRoles, institutions, people, sessions } from '../db/schema/index.ts';
import { hashSessionToken, newCsrfToken, newSessionToken } from '../platform/auth/session-token.ts';

const uid = () => randomBytes(5).toString('hex');

export async function buildPerson(
  db: Db,
  overrides: Partial<typeof people.$inferInsert> = {},
): Promise<typeof people.$inferSelect> {
  const id = uid();
  const [person] = await db
    .insert(people)
    .values({ principal: `p-${id}`, email: `${id}@example.test`, fullName: `Person ${id}`, ...overrides })
    .returning();
  return person!;
}

export async function buildInstitution(
  db: Db,
  overrides: Partial<typeof institutions.$inferInsert> = {},
): Promise<typeof institutions.$inferSelect> {
  const id = uid();
  const [institution] = await db
    .insert(institutions)
    .values({
      name: `School ${id}`,
      code: `school-${id}`,
      locale: 'EN_AU',
      timezone: 'Australia/Sydney',
      ...overrides,
    })
    .returning();
  return institution!;
}

export async function buildRole(
  db: Db,
  institutionId: number,
  principal: string,
  roles: InstitutionRoleName[],
  overrides: Partial<typeof institutionRoles.$inferInsert> = {},
): Promise<typeof institutionRoles.$inferSelect> {
  const isPending = overrides.isPending ?? false;
  const [role] = await db
    .insert(institutionRoles)
    .values({
      institutionId,
      principal,
      roles,
      isPending,
      acceptedOn: isPending ? null : new Date(),
      ...overrides,
    })
    .returning();
  return role!;
}

/** A session for `principal`: the cookie and CSRF header a signed-in browser would send. */
export async function buildSession(
  db: Db,
  principal: string,
): Promise<{ cookie: string; csrfToken: string; headers: Record<string, string> }> {
  const token = newSessionToken();
  const csrfToken = newCsrfToken();
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    principal,
    csrfToken,
    expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
  });
  const cookie = `sid=${token}`;
  return { cookie, csrfToken, headers: { cookie, 'x-csrf-token': csrfToken } };
}

/** A person with a session, as the API tests call as: their headers and the actor the server sees. */
export interface SignedInPerson {
  principal: string;
  email: string;
  fullName: string;
  headers: Record<string, string>;
  actor: Actor;
}

export async function buildSignedInPerson(
  db: Db,
  overrides: Partial<typeof people.$inferInsert> = {},
): Promise<SignedInPerson> {
  const person = await buildPerson(db, overrides);
  const session = await buildSession(db, person.principal);
  const { principal, email, fullName, isInternalAdmin } = person;
  const actor: Actor = {
    principal,
    email,
    fullName,
    isInternalAdmin,
    sessionTokenHash: '',
    csrfToken: session.csrfToken,
  };
  return { principal, email, fullName, headers: session.headers, actor };
}

/** A signed-in person holding `roles` at an institution; with isPending, only offered them. */
export async function buildSignedInMember(
  db: Db,
  institutionId: number,
  roles: InstitutionRoleName[],
  isPending = false,
): Promise<SignedInPerson> {
  const person = await buildSignedInPerson(db);
  await buildRole(db, institutionId, person.principal, isPending ? [] : roles, {
    isPending,
    pendingMemberships: isPending ? roles.map((role) => ({ role })) : [],
  });
  return person;
}
