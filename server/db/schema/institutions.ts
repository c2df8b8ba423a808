import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import { people } from './people.ts';

export const districts = pgTable('districts', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});

/** PostgreSQL's bytes; pg gives a Buffer and PGlite a Uint8Array, both Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Files people upload (banners for now). An upload the platform stores itself has its bytes in
 * `content` and is served at its `inline_url` (GET /v3/uploads/:uploadId/content); older rows
 * have only an `inline_url` elsewhere.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    inlineUrl: text('inline_url').notNull(),
    content: bytea('content'),
    byteSize: integer('byte_size'),
    createdBy: text('created_by').references(() => people.principal, { onDelete: 'set null' }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_institution_idx').on(t.institutionId)],
);

export interface VideoProviderConfig {
  provider: string;
  schoolId: string;
  country: string;
}

/** A term as stored: its name and first and last days ('YYYY-MM-DD'). */
export interface SchoolTermRow {
  name: string;
  startsOn: string;
  endsOn: string;
}

export const institutions = pgTable(
  'institutions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    locale: text('locale').notNull(),
    timezone: text('timezone').notNull(),
    endpoint: text('endpoint').notNull().default('app'),
    districtUuid: uuid('district_uuid').references(() => districts.uuid, { onDelete: 'set null' }),
    headerUrl: text('header_url'),
    bannerImageUploadId: integer('banner_image_upload_id').references(() => uploads.id, {
      onDelete: 'set null',
    }),
    expiresOn: timestamp('expires_on', { withTimezone: true }),
    assimilatedIntoInstitutionId: integer('assimilated_into_institution_id'),
    videoProviderConfig: jsonb('video_provider_config').$type<VideoProviderConfig>(),
    /** Month and day ('MM-DD') the school year ends; null takes the default for the locale. */
    schoolYearEndsOn: text('school_year_ends_on'),
    /** The last school-year end whose subjects the auto-archive job has archived ('YYYY-MM-DD'). */
    autoArchivedThrough: text('auto_archived_through'),
    /** The school's own terms, as its admins saved them; null: the defaults for its country. */
    terms: jsonb('terms').$type<SchoolTermRow[]>(),
    /** The curriculum the school mostly teaches; null: the default for its country. */
    defaultCurriculum: text('default_curriculum'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('institutions_district_idx').on(t.districtUuid)],
);

export const institutionRoles = pgTable(
  'institution_roles',
  {
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    principal: text('principal')
      .notNull()
      .references(() => people.principal, { onDelete: 'cascade' }),
    roles: text('roles')
      .array()
      .$type<InstitutionRoleName[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Roles offered but not yet accepted. A role row with isPending is an invitation to the school. */
    pendingMemberships: jsonb('pending_memberships')
      .$type<{ role: InstitutionRoleName }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    isPending: boolean('is_pending').notNull().default(false),
    isSubscriptionOwner: boolean('is_subscription_owner').notNull().default(false),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    acceptedOn: timestamp('accepted_on', { withTimezone: true }),
    /**
     * When a school admin released this student's licence, and who did (migration 0023): the seat
     * is free for another student; the person stays a member of the school and its subjects.
     */
    licenceReleasedOn: timestamp('licence_released_on', { withTimezone: true }),
    licenceReleasedBy: text('licence_released_by'),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.principal] }),
    index('institution_roles_principal_idx').on(t.principal),
  ],
);
