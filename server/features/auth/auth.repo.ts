import { eq, sql } from 'drizzle-orm';
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

/** Every institution role the person holds, pending or accepted, in one query. */
export async function findInstitutionRolesOf(db: Db, principal: string): Promise<RoleLike[]> {
  return db
    .select({ roles: institutionRoles.roles, isPending: institutionRoles.isPending })
    .from(institutionRoles)
    .where(eq(institutionRoles.principal, principal));
}
