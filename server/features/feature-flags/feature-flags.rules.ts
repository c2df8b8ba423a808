import {
  FEATURE_FLAGS,
  FEATURE_FLAG_NAMES,
  type FeatureFlagName,
  type FeatureFlags,
} from '../../../common/feature-flags/constants.ts';

/** Every flag at its default, then an institution's overrides on top; unknown names are ignored. */
export function resolveFeatureFlags(
  overrides: readonly { flag: string; isEnabled: boolean }[],
): FeatureFlags {
  const flags = Object.fromEntries(
    FEATURE_FLAG_NAMES.map((name) => [name, FEATURE_FLAGS[name].defaultEnabled]),
  ) as FeatureFlags;
  for (const { flag, isEnabled } of overrides)
    if (Object.hasOwn(flags, flag)) flags[flag as FeatureFlagName] = isEnabled;
  return flags;
}
