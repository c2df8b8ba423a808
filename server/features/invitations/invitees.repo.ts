import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { institutionRoles, people, signInLinks } from '../../db/schema/index.ts';
import type { Db } from './invitations.types.ts';

/**
 * The people an invitation is sent to: found by e-mail, created without a password when new, and
 * the one-time sign-in links their mails carry.
 */

export interface InviteePerson {
  principal: string;
  email: string;
  passwordHash: string | null;
  isInternalAdmin: boolean;
}

/** People by e-mail, matched without case on the unique lower(email) index. */
export async function findPeopleByEmails(db: Db, emails: readonly string[]): Promise<InviteePerson[]> {
  if (emails.length === 0) return [];
  return db
    .select({
      principal: people.principal,
      email: people.email,
      passwordHash: people.passwordHash,
      isInternalAdmin: people.isInternalAdmin,
    })
    .from(people)
    .where(
      inArray(
        sql`lower(${people.email})`,
        emails.map((e) => e.toLowerCase()),
      ),
    );
}

/** Which of `principals` hold a role at the institution (pending or accepted). */
export async function findInstitutionMembers(
  db: Db,
  institutionId: number,
  principals: readonly string[],
): Promise<string[]> {
  if (principals.length === 0) return [];
  const rows = await db
    .select({ principal: institutionRoles.principal })
    .from(institutionRoles)
    .where(
      and(
        eq(institutionRoles.institutionId, institutionId),
        inArray(institutionRoles.principal, [...principals]),
      ),
    );
  return rows.map((r) => r.principal);
}

/** Creates accounts without a password; an address someone registered meanwhile is left alone. */
export async function insertPeopleIfAbsent(
  db: Db,
  values: readonly { principal: string; email: string; fullName: string }[],
): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(people)
    .values([...values])
    .onConflictDoNothing()
    .returning({ principal: people.principal });
  return rows.map((r) => r.principal);
}

export async function insertSignInLinks(
  db: Db,
  values: readonly { tokenHash: string; principal: string; redirectUrl: string; days: number }[],
): Promise<void> {
  if (values.length === 0) return;
  await db.insert(signInLinks).values(
    values.map((v) => ({
      tokenHash: v.tokenHash,
      principal: v.principal,
      redirectUrl: v.redirectUrl,
      expiresAt: sql`now() + ${v.days}::int * interval '1 day'`,
    })),
  );
}

/** Uses a sign-in link once: unused and unexpired, atomically (never a password-reset link). Null otherwise. */
export async function useSignInLink(
  db: Db,
  tokenHash: string,
): Promise<{ principal: string; redirectUrl: string | null } | null> {
  const [row] = await db
    .update(signInLinks)
    .set({ usedOn: sql`now()` })
    .where(
      and(
        eq(signInLinks.tokenHash, tokenHash),
        eq(signInLinks.purpose, 'sign-in'),
        isNull(signInLinks.usedOn),
        gt(signInLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ principal: signInLinks.principal, redirectUrl: signInLinks.redirectUrl });
  return row ?? null;
}

/** Where a used or expired link still leads (without signing in), if the link exists at all. */
export async function findSignInLinkRedirect(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ redirectUrl: signInLinks.redirectUrl })
    .from(signInLinks)
    .where(eq(signInLinks.tokenHash, tokenHash));
  return row?.redirectUrl ?? null;
}
