import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { people, sessions, signInLinks } from '../../db/schema/index.ts';
import { whoColumns } from './auth.repo.ts';

export type MailedLinkPurpose = 'sign-in' | 'password-reset';

/** Stores a mailed link's token hash, valid for `minutes` and once. */
export async function insertMailedLink(
  db: Db,
  link: {
    tokenHash: string;
    principal: string;
    purpose: MailedLinkPurpose;
    redirectUrl: string;
    minutes: number;
  },
): Promise<void> {
  await db.insert(signInLinks).values({
    tokenHash: link.tokenHash,
    principal: link.principal,
    purpose: link.purpose,
    redirectUrl: link.redirectUrl,
    expiresAt: sql`now() + ${link.minutes}::int * interval '1 minute'`,
  });
}

/** Uses a password-reset link once: unused and unexpired, atomically. The person's principal, or null. */
export async function usePasswordResetLink(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .update(signInLinks)
    .set({ usedOn: sql`now()` })
    .where(
      and(
        eq(signInLinks.tokenHash, tokenHash),
        eq(signInLinks.purpose, 'password-reset'),
        isNull(signInLinks.usedOn),
        gt(signInLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ principal: signInLinks.principal });
  return row?.principal ?? null;
}

/** Sets the person's password (and name, when given) and marks the account set up. */
export async function updateAccount(
  db: Db,
  principal: string,
  values: { passwordHash?: string; fullName?: string; onlyWithoutPassword?: boolean },
): Promise<boolean> {
  const rows = await db
    .update(people)
    .set({
      ...(values.passwordHash ? { passwordHash: values.passwordHash } : {}),
      ...(values.fullName ? { fullName: values.fullName } : {}),
      accountSetUpOn: sql`coalesce(${people.accountSetUpOn}, now())`,
      updatedOn: sql`now()`,
    })
    .where(
      values.onlyWithoutPassword
        ? and(eq(people.principal, principal), isNull(people.passwordHash))
        : eq(people.principal, principal),
    )
    .returning({ principal: people.principal });
  return rows.length > 0;
}

/** The token hashes of the person's open sessions. */
export async function findSessionHashesOf(db: Db, principal: string): Promise<string[]> {
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(eq(sessions.principal, principal));
  return rows.map((r) => r.tokenHash);
}

/** Who a principal is, as signing in describes them. */
export async function findPersonByPrincipal(db: Db, principal: string) {
  const [row] = await db.select(whoColumns).from(people).where(eq(people.principal, principal));
  return row ?? null;
}
