import { eq, sql } from 'drizzle-orm';
import type { Language } from '../../../common/people/constants.ts';
import type { RoleLike } from '../../../common/roles/rules.ts';
import type { Db } from '../../db/client.ts';
import { institutionRoles, people } from '../../db/schema/index.ts';

export interface SignInCandidate {
  principal: string;
  email: string;
  fullName: string;
  isInternalAdmin: boolean;
  passwordHash: string | null;
}

/** Matches e-mail case-insensitively, on the unique lower(email) index. */
export async function findPersonByEmail(db: Db, email: string): Promise<SignInCandidate | null> {
  const [row] = await db
    .select({
      principal: people.principal,
      email: people.email,
      fullName: people.fullName,
      isInternalAdmin: people.isInternalAdmin,
      passwordHash: people.passwordHash,
    })
    .from(people)
    .where(sql`lower(${people.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

/** The person's chosen language and every institution role they hold, pending or accepted, in one query. */
export async function findLanguageAndRolesOf(
  db: Db,
  principal: string,
): Promise<{ preferredLanguage: Language | null; roles: RoleLike[] }> {
  const rows = await db
    .select({
      preferredLanguage: people.preferredLanguage,
      roles: institutionRoles.roles,
      isPending: institutionRoles.isPending,
    })
    .from(people)
    .leftJoin(institutionRoles, eq(institutionRoles.principal, people.principal))
    .where(eq(people.principal, principal));
  return {
    preferredLanguage: rows[0]?.preferredLanguage ?? null,
    roles: rows.flatMap(({ roles, isPending }) =>
      roles && isPending !== null ? [{ roles, isPending }] : [],
    ),
  };
}
