import type { FeatureFlagName, FeatureFlags } from '../../../common/feature-flags/constants.ts';
import type { Db } from '../../db/client.ts';
import { deleteOverride, findOverrides, upsertOverride } from './feature-flags.repo.ts';
import { resolveFeatureFlags } from './feature-flags.rules.ts';

/**
 * Feature flags: each has a default (common/feature-flags/constants.ts) that an institution may
 * override. A request reads all of an institution's flags at once, in one statement, and asks
 * the answer as often as it likes; there is no cache to go stale when the internal console
 * changes an override.
 */
export function createFeatureFlagsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Every flag for the institution; with none, every flag at its default. */
    async flagsFor(institutionId: number | null): Promise<FeatureFlags> {
      return resolveFeatureFlags(institutionId === null ? [] : await findOverrides(db, institutionId));
    },
    /** Sets the institution's own value of a flag, whatever its default. */
    setOverride: (
      institutionId: number,
      flag: FeatureFlagName,
      isEnabled: boolean,
      updatedBy: string | null = null,
    ) => upsertOverride(db, { institutionId, flag, isEnabled, updatedBy }),
    /** The institution follows the flag's default again. */
    clearOverride: (institutionId: number, flag: FeatureFlagName) => deleteOverride(db, institutionId, flag),
  };
}
export type FeatureFlagsService = ReturnType<typeof createFeatureFlagsService>;
