import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { FeatureFlagName } from '../../../common/feature-flags/constants.ts';
import { institutions } from './institutions.ts';

/**
 * An institution's own setting of a feature flag, where it differs from the flag's default
 * (common/feature-flags/constants.ts). Keyed by institution first: a request reads all of one
 * institution's overrides in one statement.
 */
export const featureFlagOverrides = pgTable(
  'feature_flag_overrides',
  {
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    flag: text('flag').$type<FeatureFlagName>().notNull(),
    isEnabled: boolean('is_enabled').notNull(),
    updatedBy: text('updated_by'),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.flag] })],
);
