import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { institutions } from './institutions.ts';

export type SubscriptionOfferStatus = 'open' | 'accepted' | 'declined' | 'withdrawn';

/**
 * A term a school has bought (or is trialling): plan, term dates (the school's calendar dates,
 * both inclusive) and student licences. Access itself ends at `institutions.expires_on`, the one
 * field every check of expiry reads; recording a term moves it (subscriptions.service.ts).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    isTrial: boolean('is_trial').notNull().default(false),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    licences: integer('licences').notNull(),
    createdBy: text('created_by'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_institution_idx').on(t.institutionId, t.endsOn),
    check('subscriptions_term_in_order', sql`${t.endsOn} >= ${t.startsOn}`),
    check('subscriptions_licences_not_negative', sql`${t.licences} >= 0`),
  ],
);

/** What the provider offers a school (a renewal, more licences), managed from the internal console. */
export const subscriptionOffers = pgTable(
  'subscription_offers',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    licences: integer('licences').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<SubscriptionOfferStatus>().notNull().default('open'),
    validUntil: date('valid_until').notNull(),
    /** The subscription an accepted offer became. */
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** Who accepted or declined it (a subscription owner's principal), and when. */
    decidedBy: text('decided_by'),
    decidedOn: timestamp('decided_on', { withTimezone: true }),
    createdBy: text('created_by'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscription_offers_institution_idx').on(t.institutionId, t.status),
    check('subscription_offers_term_in_order', sql`${t.endsOn} >= ${t.startsOn}`),
    check(
      'subscription_offers_status_known',
      sql`${t.status} in ('open', 'accepted', 'declined', 'withdrawn')`,
    ),
  ],
);
