import { CURRICULUM_CODES, FEATURE_GATED_CURRICULA, type CurriculumCode } from './constants.ts';
import { curriculumGroupOf, isCustomCurriculumCode, type CurriculumGroup } from './curricula.ts';

export type CurriculumDropdownItem = { kind: 'curriculum'; code: CurriculumCode } | { kind: 'divider' };

export type CurriculumDropdownOptions = {
  /** The institution's locale (EN_AU, EN_US, EN_GB, EN_NZ). */
  locale: string;
  /**
   * The curricula that can be offered, in any order: by default every curriculum but the
   * feature-gated ones, which are offered only when their flag is on and they are imported.
   */
  available?: readonly CurriculumCode[];
  /** Show only the AU variants. */
  variantsOnly?: boolean;
};

const DEFAULT_AVAILABLE = CURRICULUM_CODES.filter(
  (code) => !(FEATURE_GATED_CURRICULA as readonly string[]).includes(code),
);

/** The groups each locale's main list shows (spec 9). */
function mainGroups(locale: string): readonly CurriculumGroup[] {
  if (locale === 'EN_AU') return ['AU'];
  if (locale === 'EN_US') return ['US'];
  // The spec says what an AU and a US school see; a school elsewhere (EN_GB, EN_NZ) is offered
  // every curriculum, with the AU variants after the divider as in AU.
  return ['AU', 'US', 'OTHER'];
}

/**
 * The curriculum dropdown (spec 9): an AU locale hides US, NZ, UK and the variants from the main
 * list, then lists the variants after a divider; a US locale hides AU, the variants, NZ and UK;
 * `variantsOnly` shows only the variants. Curricula keep the order of CURRICULUM_CODES; operators'
 * own curricula follow them, by code, shown or hidden with their region.
 */
export function curriculumDropdown(options: CurriculumDropdownOptions): CurriculumDropdownItem[] {
  const available = new Set<CurriculumCode>(options.available ?? DEFAULT_AVAILABLE);
  const custom = [...available].filter(isCustomCurriculumCode).sort();
  const inOrder = [...CURRICULUM_CODES.filter((code) => available.has(code)), ...custom];
  const variants = inOrder.filter((code) => curriculumGroupOf(code) === 'AU_VARIANT');
  const toItems = (codes: readonly CurriculumCode[]) =>
    codes.map((code): CurriculumDropdownItem => ({ kind: 'curriculum', code }));
  if (options.variantsOnly) return toItems(variants);

  const groups = mainGroups(options.locale);
  const main = toItems(inOrder.filter((code) => groups.includes(curriculumGroupOf(code))));
  const showsVariants = options.locale !== 'EN_US' && variants.length > 0;
  if (!showsVariants) return main;
  return main.length > 0 ? [...main, { kind: 'divider' }, ...toItems(variants)] : toItems(variants);
}

/** Curricula a newer version supersedes: a dropdown opens on the newer one when both are offered. */
const SUPERSEDED_BY: Partial<Record<CurriculumCode, CurriculumCode>> = { AU: 'AU_V9' };

/**
 * The curriculum a dropdown opens on: its first, unless a newer version of it is offered too (an
 * AU school opens on the Australian Curriculum v9, listed after v8.4).
 */
export function defaultCurriculum(items: readonly CurriculumDropdownItem[]): CurriculumCode | null {
  const offered = items.flatMap((item) => (item.kind === 'curriculum' ? [item.code] : []));
  const first = offered[0];
  if (first === undefined) return null;
  const newer = SUPERSEDED_BY[first];
  return newer && offered.includes(newer) ? newer : first;
}
