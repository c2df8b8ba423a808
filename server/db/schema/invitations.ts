import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { people } from './people.ts';

/**
 * A role invitation (spec 3, RoleInvitation), keyed by its code, stored lowercased. The role is
 * exactly one of the four role columns; the database refuses any other shape.
 */
export const roleInvitations = pgTable(
  'role_invitations',
  {
    code: text('code').primaryKey(),
    /** The tenant key: the institution the invitation belongs to. */
    institutionId: integer('institution_id').notNull(),
    subjectId: integer('subject_id'),
    emailAddress: text('email_address'),
    isMultiUse: boolean('is_multi_use').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    expiresOn: timestamp('expires_on', { withTimezone: true }),
    redirectUrl: text('redirect_url'),
    /** A student invitation: the subject ('mob') the student joins. */
    studentMobId: integer('student_mob_id'),
    instructorSubjectId: integer('instructor_subject_id'),
    creatorInstitutionId: integer('creator_institution_id'),
    sudoadminInstitutionId: integer('sudoadmin_institution_id'),
    createdBy: text('created_by').references(() => people.principal, { onDelete: 'set null' }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    deactivatedOn: timestamp('deactivated_on', { withTimezone: true }),
    /** When a single-use invitation was consumed. */
    consumedOn: timestamp('consumed_on', { withTimezone: true }),
  },
  (t) => [
    check(
      'role_invitations_one_role',
      sql`num_nonnulls(${t.studentMobId}, ${t.instructorSubjectId}, ${t.creatorInstitutionId}, ${t.sudoadminInstitutionId}) = 1`,
    ),
    check('role_invitations_code_lowercase', sql`${t.code} = lower(${t.code})`),
    index('role_invitations_subject_idx').on(t.subjectId),
    index('role_invitations_institution_email_idx').on(t.institutionId, t.emailAddress),
    /** One active multi-use student code per subject. */
    uniqueIndex('role_invitations_multi_use_idx')
      .on(t.studentMobId)
      .where(sql`${t.isMultiUse} and ${t.isActive} and ${t.studentMobId} is not null`),
  ],
);

/** Who joined with which code, and when: a teacher sees these on the subject's invitation panel. */
export const invitationAcceptances = pgTable(
  'invitation_acceptances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    principal: text('principal')
      .notNull()
      .references(() => people.principal, { onDelete: 'cascade' }),
    institutionId: integer('institution_id').notNull(),
    subjectId: integer('subject_id'),
    acceptedOn: timestamp('accepted_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitation_acceptances_code_principal_idx').on(t.code, t.principal),
    index('invitation_acceptances_subject_idx').on(t.subjectId),
  ],
);

/** One-time sign-in links sent by e-mail (magicEnsureUser). Only the token's hash is stored. */
export const signInLinks = pgTable('sign_in_links', {
  tokenHash: text('token_hash').primaryKey(),
  principal: text('principal')
    .notNull()
    .references(() => people.principal, { onDelete: 'cascade' }),
  redirectUrl: text('redirect_url'),
  /** A sign-in link, or a link to choose a new password: one never serves as the other. */
  purpose: text('purpose', { enum: ['sign-in', 'password-reset'] })
    .notNull()
    .default('sign-in'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedOn: timestamp('used_on', { withTimezone: true }),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});

/** Mail to send: delivered over SMTP when SMTP_URL is set, otherwise kept here and logged. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    sentOn: timestamp('sent_on', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_emails_unsent_idx')
      .on(t.createdOn)
      .where(sql`${t.sentOn} is null`),
  ],
);
