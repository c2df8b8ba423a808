import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';

export type OutboxEmail = typeof outboxEmails.$inferSelect;

export async function insertOutboxEmails(
  db: Db,
  mails: readonly { to: string; subject: string; text: string; html?: string | undefined }[],
): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insert(outboxEmails)
    .values(
      mails.map((m) => ({ toAddress: m.to, subject: m.subject, textBody: m.text, htmlBody: m.html ?? null })),
    )
    .returning({ id: outboxEmails.id });
  return rows.map((r) => r.id);
}

/** The mail if it still waits to be sent; null once sent (a retried job sends nothing twice). */
export async function findUnsentOutboxEmail(db: Db, id: number): Promise<OutboxEmail | null> {
  const [row] = await db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.id, id), isNull(outboxEmails.sentOn)));
  return row ?? null;
}

export async function markOutboxEmailSent(db: Db, id: number): Promise<void> {
  await db.update(outboxEmails).set({ sentOn: new Date(), lastError: null }).where(eq(outboxEmails.id, id));
}

export async function recordOutboxEmailError(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(outboxEmails)
    .set({ lastError: error.slice(0, 2000) })
    .where(eq(outboxEmails.id, id));
}
