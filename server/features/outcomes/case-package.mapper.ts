import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import type { StandardBasedOutcome } from '../../../common/outcomes/schema.ts';
import { isUuid, stableOutcomeUuid } from '../../../common/outcomes/uuid.ts';
import { caseAssociationsOf } from './case-associations.mapper.ts';
import { levelsOfEducation } from './case-levels.mapper.ts';
import { caseScalesOf } from './case-scales.mapper.ts';
import { caseTreeOf } from './case-tree.mapper.ts';
import type { CfItem, CfPackage } from './case-package.types.ts';
import type { CurriculumImport, ImportedOutcome } from './outcomes.types.ts';

export { learningScaleOf, proficiencyLevelOf } from './case-scales.mapper.ts';
export { checkCaseTree } from './case-tree.mapper.ts';
export type { CfPackage } from './case-package.types.ts';

/**
 * A CASE 1.0 or 1.1 CFPackage (already valid against its schema, case-package.schema.ts) as a
 * standards-based curriculum that keeps the framework's whole tree: every CFItem is an outcome, in
 * the framework's order, naming its parent item and its children, with its `CFItemType`.
 * - uuid: the CFItem's identifier, which CASE makes a stable UUID; stableOutcomeUuid of it otherwise.
 * - tagged: every leaf, and every item whose type is a standard's (`standardTypes`), or every
 *   item when the framework gives no types (it has no other way to say); the other levels (a
 *   grade, a claim, a cluster) only group them (`isGrouping`). A tagged item under a tagged
 *   standard is its sub-standard (SUBSTANDARD), tagged with it and given its own level.
 * - year levels: `educationLevel` as grade codes, an item without one taking its parent's.
 * - associations other than `isChildOf`: kept on both outcomes they join (case-associations.mapper.ts).
 * - learning scale: from the CFRubricCriterion that names the item; none otherwise.
 * - the CFDocument gives the curriculum's label, licence, attribution and source, unless the
 *   operator gives a name and licence of their own.
 */

/** Item types that are standards by default, compared without regard to case. */
export const STANDARD_ITEM_TYPES = [
  'Standard',
  'Content Standard',
  'Performance Standard',
  'Performance Expectation',
  'Benchmark',
  'Objective',
  'Learning Objective',
  'Indicator',
  'Competency',
  'Learning Target',
  'Target',
  'Expectation',
  'Outcome',
  'Learning Outcome',
] as const;

export const LICENCE_NOT_STATED = 'Licence not stated';

export interface CaseMapOptions {
  curriculumCode: CurriculumCode;
  /** The item types that are standards (STANDARD_ITEM_TYPES unless the operator names others). */
  standardTypes?: readonly string[];
  /** The operator's name for the curriculum, instead of the document's title. */
  label?: string;
  /** The operator's statement of its licence, instead of the package's. */
  licence?: string;
}

/** What an import of the package holds: its size and depth, and the associations kept or not. */
export interface CaseSummary {
  documentId: string;
  documentTitle: string;
  items: number;
  depth: number;
  tagged: number;
  grouping: number;
  associations: number;
  associationsNotKept: Record<string, number>;
}

function licenceOf(pkg: CfPackage): string {
  const link = pkg.CFDocument.licenseURI;
  const definitions = Array.isArray(pkg.CFDefinitions) ? undefined : pkg.CFDefinitions;
  const licence = definitions?.CFLicenses?.find((l) => l.identifier === link?.identifier);
  return licence?.title?.trim() || link?.title?.trim() || LICENCE_NOT_STATED;
}

/** How an ancestor is named in an outcome's place: its code, else its text (`Grade 3` for a bare "3"). */
function placeLabel(item: CfItem): string {
  const code = item.humanCodingScheme?.trim();
  if (code) return code;
  const text = item.fullStatement.trim();
  if (text.length <= 4 && item.CFItemType) return `${item.CFItemType} ${text}`;
  return text.length > 60 ? `${text.slice(0, 59).trimEnd()}…` : text;
}

export function mapCasePackage(
  pkg: CfPackage,
  options: CaseMapOptions,
): { imported: CurriculumImport; summary: CaseSummary } {
  const { curriculumCode } = options;
  const document = pkg.CFDocument;
  const tree = caseTreeOf(pkg);
  const uuidOf = (identifier: string) =>
    isUuid(identifier) ? identifier.toLowerCase() : stableOutcomeUuid(curriculumCode, identifier);
  const standardTypes = new Set((options.standardTypes ?? STANDARD_ITEM_TYPES).map((t) => t.toLowerCase()));
  const scales = caseScalesOf(pkg, tree.byId, curriculumCode);
  const associations = caseAssociationsOf(pkg, tree.byId, uuidOf);

  const hasTypes = tree.ordered.some((item) => item.CFItemType?.trim());
  const isTagged = (item: CfItem) =>
    !tree.children.get(item.identifier)?.length ||
    (item.CFItemType?.trim() ? standardTypes.has(item.CFItemType.trim().toLowerCase()) : !hasTypes);
  const types = new Map<string, StandardBasedOutcome['type']>();
  const typeOf = (item: CfItem): StandardBasedOutcome['type'] => {
    const known = types.get(item.identifier);
    if (known) return known;
    const parent = tree.byId.get(tree.parents.get(item.identifier) ?? '');
    const isSub =
      parent !== undefined && isTagged(parent) && isTagged(item) && typeOf(parent) !== 'SUBSTANDARD';
    const type = isSub ? 'SUBSTANDARD' : 'KNOWLEDGE';
    types.set(item.identifier, type);
    return type;
  };
  const levelsOf = (item: CfItem): ReturnType<typeof levelsOfEducation> => {
    const own = levelsOfEducation(item.educationLevel);
    const parent = tree.byId.get(tree.parents.get(item.identifier) ?? '');
    return own.level === null && parent ? levelsOf(parent) : own;
  };
  const placeOf = (item: CfItem): string | null => {
    const ancestors: string[] = [];
    for (let id = tree.parents.get(item.identifier); id && ancestors.length < 3; id = tree.parents.get(id))
      ancestors.unshift(placeLabel(tree.byId.get(id)!));
    return ancestors.length ? ancestors.join(' › ') : null;
  };

  const outcomes: ImportedOutcome[] = tree.ordered.map((item) => {
    const parent = tree.parents.get(item.identifier);
    const code = item.humanCodingScheme?.trim() || null;
    const { level, levels } = levelsOf(item);
    const linked = associations.byItem.get(item.identifier);
    return {
      uuid: uuidOf(item.identifier),
      code,
      isOfficial: true,
      sourceRef: item.identifier,
      variant: {
        kind: 'standardBasedLearningOutcome',
        value: {
          code: code ?? '',
          title: item.fullStatement,
          isOfficial: true,
          type: typeOf(item),
          level,
          domain: null,
          group: placeOf(item),
          subgroup: null,
          topic: null,
          learningScale: scales.get(item.identifier) ?? null,
          childrenIds: (tree.children.get(item.identifier) ?? []).map(uuidOf),
          parentId: parent ? uuidOf(parent) : null,
          itemType: item.CFItemType?.trim() || null,
          ...(isTagged(item) ? {} : { isGrouping: true }),
          ...(levels.length ? { levels } : {}),
          ...(linked ? { associations: linked } : {}),
        },
      },
    };
  });

  const publisher = document.publisher ?? document.creator;
  const tagged = tree.ordered.filter(isTagged).length;
  return {
    imported: {
      curriculum: {
        code: curriculumCode,
        label: options.label?.trim() || document.title,
        licence: options.licence?.trim() || licenceOf(pkg),
        attribution: [`${document.title}, published by ${publisher}.`, document.officialSourceURL]
          .filter(Boolean)
          .join(' '),
        source: `${publisher}, ${document.title}${document.version ? ` ${document.version}` : ''} (CASE package ${document.identifier}, changed ${document.lastChangeDateTime})`,
        documentId: document.identifier,
        documentTitle: document.title,
      },
      outcomes,
    },
    summary: {
      documentId: document.identifier,
      documentTitle: document.title,
      items: outcomes.length,
      depth: Math.max(0, ...tree.ordered.map((item) => tree.depthOf(item.identifier))),
      tagged,
      grouping: outcomes.length - tagged,
      associations: associations.kept,
      associationsNotKept: associations.notKept,
    },
  };
}
