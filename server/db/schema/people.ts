import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SUPPORTED_LANGUAGES } from '../../../common/people/constants.ts';

export const people = pgTable(
  'people',
  {
    principal: text('principal').primaryKey(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    /** scrypt hash in PHC-like form; null for accounts that cannot sign in with a password yet. */
    passwordHash: text('password_hash'),
    isInternalAdmin: boolean('is_internal_admin').notNull().default(false),
    /** Set when the school year's auto-archive archived a subject this person teaches (spec 4). */
    instructorSubjectWasAutoArchivedOn: timestamp('instructor_subject_was_auto_archived_on', {
      withTimezone: true,
    }),
    optedOutOfAutoArchivedBanner: boolean('opted_out_of_auto_archived_banner').notNull().default(false),
    /** The interface language the person chose; null follows their browser's. */
    preferredLanguage: text('preferred_language', { enum: SUPPORTED_LANGUAGES }),
    /** When they chose a name and a password or sign-in links; null for an account an invitation made. */
    accountSetUpOn: timestamp('account_set_up_on', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('people_email_lower_idx').on(sql`lower(${t.email})`),
    check(
      'people_preferred_language_supported',
      sql`${t.preferredLanguage} in (${sql.join(
        SUPPORTED_LANGUAGES.map((language) => sql.raw(`'${language}'`)),
        sql`, `,
      )})`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a stolen database copy cannot be replayed as cookies. */
    tokenHash: text('token_hash').primaryKey(),
    principal: text('principal')
      .notNull()
      .references(() => people.principal, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry: the session ends then whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_principal_idx').on(t.principal)],
);
