import { and, eq } from 'drizzle-orm';
import type { FeatureFlagName } from '../../../common/feature-flags/constants.ts';
import type { Db } from '../../db/client.ts';
import { featureFlagOverrides } from '../../db/schema/index.ts';

/** One statement: every override one institution has. */
export function findOverrides(db: Db, institutionId: number) {
  return db
    .select({ flag: featureFlagOverrides.flag, isEnabled: featureFlagOverrides.isEnabled })
    .from(featureFlagOverrides)
    .where(eq(featureFlagOverrides.institutionId, institutionId));
}

export async function upsertOverride(
  db: Db,
  row: { institutionId: number; flag: FeatureFlagName; isEnabled: boolean; updatedBy: string | null },
): Promise<void> {
  await db
    .insert(featureFlagOverrides)
    .values(row)
    .onConflictDoUpdate({
      target: [featureFlagOverrides.institutionId, featureFlagOverrides.flag],
      set: { isEnabled: row.isEnabled, updatedBy: row.updatedBy, updatedOn: new Date() },
    });
}

export async function deleteOverride(db: Db, institutionId: number, flag: FeatureFlagName): Promise<void> {
  await db
    .delete(featureFlagOverrides)
    .where(and(eq(featureFlagOverrides.institutionId, institutionId), eq(featureFlagOverrides.flag, flag)));
}
