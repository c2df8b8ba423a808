import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  institutionRoles,
  institutions,
  people,
  subscriptionOffers,
  subscriptions,
} from '../../db/schema/index.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionOfferRow = typeof subscriptionOffers.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type NewSubscriptionOffer = typeof subscriptionOffers.$inferInsert;

/** The school's calendar date today, and its expiry: what the billing answer is measured against. */
export async function findInstitutionToday(
  db: Db,
  institutionId: number,
  now: Date,
): Promise<{ today: string; expiresOn: Date | null } | null> {
  const [row] = await db
    .select({
      today: sql<string>`to_char((${now.toISOString()}::timestamptz at time zone ${institutions.timezone})::date, 'YYYY-MM-DD')`,
      expiresOn: institutions.expiresOn,
    })
    .from(institutions)
    .where(eq(institutions.id, institutionId));
  return row ?? null;
}

/** The term in force on `today`, else the latest one to have started, else the next one. */
export async function findSubscriptionFor(db: Db, institutionId: number, today: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.institutionId, institutionId))
    .orderBy(
      sql`(${subscriptions.startsOn} <= ${today}::date and ${subscriptions.endsOn} >= ${today}::date) desc`,
      sql`(${subscriptions.startsOn} <= ${today}::date) desc`,
      desc(subscriptions.endsOn),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Licences in use: the school's students whose role is accepted and whose licence was not
 * released (the Students page counts the same, students.repo.ts).
 */
export async function countLicencesUsed(db: Db, institutionId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`count(*)::int` })
    .from(institutionRoles)
    .where(
      and(
        eq(institutionRoles.institutionId, institutionId),
        eq(institutionRoles.isPending, false),
        isNull(institutionRoles.licenceReleasedOn),
        sql`'STUDENT' = any(${institutionRoles.roles})`,
      ),
    );
  return row?.used ?? 0;
}

export async function findSubscriptionOwners(db: Db, institutionId: number) {
  return db
    .select({ principal: people.principal, email: people.email, fullName: people.fullName })
    .from(institutionRoles)
    .innerJoin(people, eq(people.principal, institutionRoles.principal))
    .where(
      and(
        eq(institutionRoles.institutionId, institutionId),
        eq(institutionRoles.isSubscriptionOwner, true),
        eq(institutionRoles.isPending, false),
      ),
    )
    .orderBy(asc(people.fullName));
}

/** Offers still open and not past their date. */
export async function findOpenOffers(db: Db, institutionId: number, today: string) {
  return db
    .select()
    .from(subscriptionOffers)
    .where(
      and(
        eq(subscriptionOffers.institutionId, institutionId),
        eq(subscriptionOffers.status, 'open'),
        gte(subscriptionOffers.validUntil, today),
      ),
    )
    .orderBy(asc(subscriptionOffers.startsOn));
}

/**
 * Records a term and moves the school's expiry (institutions.expires_on, the one field every
 * expiry check reads) to the start of the day after the latest term's end in the school's time
 * zone, in one transaction.
 */
export async function insertSubscription(db: Db, subscription: NewSubscription): Promise<SubscriptionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(subscriptions).values(subscription).returning();
    await tx
      .update(institutions)
      .set({
        expiresOn: sql`(
          select ((max(s.ends_on) + 1)::timestamp at time zone ${institutions.timezone})
          from subscriptions s where s.institution_id = ${institutions.id})`,
        updatedOn: new Date(),
      })
      .where(eq(institutions.id, subscription.institutionId));
    return row!;
  });
}

export async function insertSubscriptionOffer(
  db: Db,
  offer: NewSubscriptionOffer,
): Promise<SubscriptionOfferRow> {
  const [row] = await db.insert(subscriptionOffers).values(offer).returning();
  return row!;
}

/** Whether the school has any subscription recorded (the demo seed is idempotent by it). */
export async function hasSubscriptions(db: Db, institutionId: number): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.institutionId, institutionId))
    .limit(1);
  return rows.length > 0;
}

/** Every term recorded for the school, latest first. */
export async function findSubscriptionHistory(db: Db, institutionId: number) {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.institutionId, institutionId))
    .orderBy(desc(subscriptions.startsOn), desc(subscriptions.id));
}

/** The offers accepted or declined, latest decision first, with the name of who decided. */
export async function findDecidedOffers(db: Db, institutionId: number) {
  return db
    .select({ offer: subscriptionOffers, decidedByName: people.fullName })
    .from(subscriptionOffers)
    .leftJoin(people, eq(people.principal, subscriptionOffers.decidedBy))
    .where(
      and(
        eq(subscriptionOffers.institutionId, institutionId),
        inArray(subscriptionOffers.status, ['accepted', 'declined']),
      ),
    )
    .orderBy(desc(subscriptionOffers.decidedOn), desc(subscriptionOffers.id));
}

/** The school's offer, locked until the transaction ends (null: no such offer there). */
export async function lockOffer(db: Db, institutionId: number, offerId: number) {
  const [row] = await db
    .select()
    .from(subscriptionOffers)
    .where(and(eq(subscriptionOffers.id, offerId), eq(subscriptionOffers.institutionId, institutionId)))
    .for('update');
  return row ?? null;
}

export async function recordOfferDecision(
  db: Db,
  offerId: number,
  decision: Pick<SubscriptionOfferRow, 'status' | 'decidedBy' | 'decidedOn' | 'subscriptionId'>,
): Promise<void> {
  await db.update(subscriptionOffers).set(decision).where(eq(subscriptionOffers.id, offerId));
}
