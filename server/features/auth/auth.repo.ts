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

/** Who a person is, as a session describes them. */
export const whoColumns = {
  principal: people.principal,
  email: people.email,
  fullName: people.fullName,
  isInternalAdmin: people.isInternalAdmin,
};

/** Matches e-mail case-insensitively, on the unique lower(email) index. */
export async function findPersonByEmail(db: Db, email: string): Promise<SignInCandidate | null> {
  const [row] = await db
    .select({ ...whoColumns, passwordHash: people.passwordHash })
    .from(people)
    .where(sql`lower(${people.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

/** The person's name as now stored (a session may hold an older one), chosen language, whether their account needs setting up, and every institution role they hold, pending or accepted, in one query. */
export async function findLanguageAndRolesOf(
  db: Db,
  principal: string,
): Promise<{
  fullName: string | null;
  preferredLanguage: Language | null;
  needsAccountSetup: boolean;
  roles: RoleLike[];
}> {
  const rows = await db
    .select({
      fullName: people.fullName,
      preferredLanguage: people.preferredLanguage,
      needsAccountSetup: sql<boolean>`(${people.passwordHash} is null and ${people.accountSetUpOn} is null)`,
      roles: institutionRoles.roles,
      isPending: institutionRoles.isPending,
    })
    .from(people)
    .leftJoin(institutionRoles, eq(institutionRoles.principal, people.principal))
    .where(eq(people.principal, principal));
  return {
    fullName: rows[0]?.fullName ?? null,
    preferredLanguage: rows[0]?.preferredLanguage ?? null,
    needsAccountSetup: rows[0]?.needsAccountSetup === true,
    roles: rows.flatMap(({ roles, isPending }) =>
      roles && isPending !== null ? [{ roles, isPending }] : [],
    ),
  };
}
