import type { Problem } from '../../../common/api/problems.ts';
import { outcomeLocaleOf } from '../../../common/outcomes/curricula.ts';
import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import type { LearningScale, LocalizedRichText } from '../../../common/outcomes/schema.ts';
import { isUuid, stableOutcomeUuid } from '../../../common/outcomes/uuid.ts';
import type { CurriculumImport, ImportedOutcome } from './outcomes.types.ts';

/**
 * A CASE 1.0 or 1.1 CFPackage (already valid against its schema, case-package.schema.ts) as a
 * standards-based curriculum: every CFItem is an outcome, in the framework's order.
 * - uuid: the CFItem's identifier, which CASE makes a stable UUID; stableOutcomeUuid of it otherwise.
 * - `isChildOf` an item makes a sub-standard (SUBSTANDARD, `parentId`, listed in the parent's
 *   `childrenIds`); `isChildOf` the document, or no parent, a standard (KNOWLEDGE).
 * - learning scale: from the CFRubricCriterion that names the item (below); none otherwise.
 * - the CFDocument gives the curriculum's label, licence, attribution and source.
 */

/**
 * The codes a CASE framework may be imported as: the standards-based curricula the platform
 * names but holds no text for (feature-gated, or beyond their NGSS adoption). Curriculum codes are
 * a closed list the API and the dropdown know, so an operator's framework takes one of these.
 */
export const CASE_CURRICULA = [
  'US_IDAHO',
  'US_MO',
  'US_NC',
  'AU_VIC_2_0',
  'AU_WA_2026',
] as const satisfies readonly CurriculumCode[];

interface Link {
  identifier: string;
  title?: string;
  uri?: string;
}
interface CfItem {
  identifier: string;
  fullStatement: string;
  humanCodingScheme?: string;
  CFItemType?: string;
  educationLevel?: string[];
  listEnumeration?: string;
  language?: string;
}
interface CfAssociation {
  identifier: string;
  associationType: string;
  originNodeURI: Link;
  destinationNodeURI: Link;
  sequenceNumber?: number;
}
interface CfLevel {
  quality?: string;
  description?: string;
  score?: number;
  position?: number;
}
interface CfRubric {
  identifier: string;
  CFRubricCriteria?: { CFItemURI?: Link; CFRubricCriterionLevels?: CfLevel[] }[];
}
export interface CfPackage {
  CFDocument: {
    identifier: string;
    title: string;
    creator: string;
    publisher?: string;
    officialSourceURL?: string;
    version?: string;
    lastChangeDateTime: string;
    licenseURI?: Link;
  };
  CFItems?: CfItem[];
  CFAssociations?: CfAssociation[];
  CFDefinitions?: { CFLicenses?: { identifier: string; title?: string; licenseText?: string }[] } | [];
  CFRubrics?: CfRubric[];
}

type Level = keyof LearningScale;

/**
 * A rubric level is matched to a proficiency level by its `quality` (its name), lower case and
 * without punctuation, against these names and their common synonyms; scores and positions are
 * not used, as publishers number their levels differently. A criterion gives a scale only when
 * every one of its levels matches a different proficiency level; otherwise the item has none.
 */
const LEVEL_NAMES: Record<string, Level> = {
  'not shown': 'notShown',
  'not yet': 'notShown',
  'no evidence': 'notShown',
  'insufficient evidence': 'notShown',
  emerging: 'emerging',
  beginning: 'emerging',
  novice: 'emerging',
  developing: 'developing',
  approaching: 'developing',
  'partially proficient': 'developing',
  proficient: 'proficient',
  meets: 'proficient',
  'meets standard': 'proficient',
  mastery: 'proficient',
  advanced: 'advanced',
  exceeds: 'advanced',
  'exceeds standard': 'advanced',
  exemplary: 'advanced',
  extending: 'advanced',
};

export function proficiencyLevelOf(quality: string | undefined): Level | null {
  const name = (quality ?? '')
    .toLowerCase()
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return LEVEL_NAMES[name] ?? null;
}

function richText(text: string, curriculumCode: CurriculumCode): LocalizedRichText {
  const locale = outcomeLocaleOf(curriculumCode);
  const paragraphs = text.split(/\r?\n\s*\r?\n/).filter((p) => p.trim());
  return {
    fallbackLocale: locale,
    localeToProsemirror: {
      [locale]: {
        type: 'doc',
        content: paragraphs.map((p) => ({ type: 'paragraph', content: [{ type: 'text', text: p.trim() }] })),
      },
    },
  };
}

/** The scale a criterion's levels give (each level's description, else its name), or null. */
export function learningScaleOf(
  levels: readonly CfLevel[],
  curriculumCode: CurriculumCode,
): LearningScale | null {
  const scale: Partial<Record<Level, LocalizedRichText>> = {};
  for (const level of levels) {
    const matched = proficiencyLevelOf(level.quality);
    if (!matched || scale[matched]) return null;
    scale[matched] = richText(level.description?.trim() || level.quality!, curriculumCode);
  }
  return levels.length ? scale : null;
}

/** `["09","10","11","12"]` → `09–12`; one grade as it is. */
function levelOf(educationLevel: readonly string[] | undefined): string | null {
  if (!educationLevel?.length) return null;
  return educationLevel.length > 1 ? `${educationLevel[0]}–${educationLevel.at(-1)}` : educationLevel[0]!;
}

/** Problems the schema cannot see: repeated identifiers, parents that are not in the package, cycles. */
export function checkCaseHierarchy(pkg: CfPackage): Problem[] {
  const problems: Problem[] = [];
  const items = pkg.CFItems ?? [];
  const ids = new Set<string>();
  items.forEach((item, index) => {
    if (ids.has(item.identifier))
      problems.push({ field: `CFItems[${index}] (${item.identifier}).identifier`, message: 'is-taken' });
    ids.add(item.identifier);
  });
  const parents = parentsOf(pkg);
  (pkg.CFAssociations ?? []).forEach((association, index) => {
    if (association.associationType !== 'isChildOf' || !ids.has(association.originNodeURI.identifier)) return;
    const destination = association.destinationNodeURI.identifier;
    if (destination !== pkg.CFDocument.identifier && !ids.has(destination))
      problems.push({
        field: `CFAssociations[${index}] (${association.identifier}).destinationNodeURI`,
        message: 'is-invalid',
      });
  });
  // An item on a cycle of isChildOf is its own ancestor.
  items.forEach((item, index) => {
    const seen = new Set<string>();
    for (let id = parents.get(item.identifier); id && !seen.has(id); id = parents.get(id)) {
      if (id === item.identifier) {
        problems.push({ field: `CFItems[${index}] (${item.identifier}).isChildOf`, message: 'is-invalid' });
        break;
      }
      seen.add(id);
    }
  });
  return problems;
}

/** Each item's parent item (the first `isChildOf` another item, by sequence number). */
function parentsOf(pkg: CfPackage): Map<string, string> {
  const items = new Set((pkg.CFItems ?? []).map((item) => item.identifier));
  const parents = new Map<string, string>();
  for (const association of childAssociations(pkg)) {
    const [child, parent] = [association.originNodeURI.identifier, association.destinationNodeURI.identifier];
    if (items.has(child) && items.has(parent) && !parents.has(child)) parents.set(child, parent);
  }
  return parents;
}

function childAssociations(pkg: CfPackage): CfAssociation[] {
  const order = (a: CfAssociation) => a.sequenceNumber ?? Number.MAX_SAFE_INTEGER;
  return (pkg.CFAssociations ?? [])
    .filter((association) => association.associationType === 'isChildOf')
    .map((association, index) => ({ association, index }))
    .sort((a, b) => order(a.association) - order(b.association) || a.index - b.index)
    .map(({ association }) => association);
}

function licenceOf(pkg: CfPackage): string {
  const link = pkg.CFDocument.licenseURI;
  const definitions = Array.isArray(pkg.CFDefinitions) ? undefined : pkg.CFDefinitions;
  const licence = definitions?.CFLicenses?.find((l) => l.identifier === link?.identifier);
  return (
    licence?.title ?? link?.title ?? `As published by ${pkg.CFDocument.publisher ?? pkg.CFDocument.creator}`
  );
}

export function mapCasePackage(pkg: CfPackage, curriculumCode: CurriculumCode): CurriculumImport {
  const document = pkg.CFDocument;
  const items = pkg.CFItems ?? [];
  const byId = new Map(items.map((item) => [item.identifier, item]));
  const parents = parentsOf(pkg);
  const children = new Map<string, string[]>();
  for (const association of childAssociations(pkg)) {
    const [child, parent] = [association.originNodeURI.identifier, association.destinationNodeURI.identifier];
    if (parents.get(child) === parent) children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const uuidOf = (identifier: string) =>
    isUuid(identifier) ? identifier.toLowerCase() : stableOutcomeUuid(curriculumCode, identifier);

  const scales = new Map<string, LearningScale>();
  for (const rubric of pkg.CFRubrics ?? [])
    for (const criterion of rubric.CFRubricCriteria ?? []) {
      const item = criterion.CFItemURI?.identifier;
      const scale = learningScaleOf(criterion.CFRubricCriterionLevels ?? [], curriculumCode);
      if (item && byId.has(item) && scale && !scales.has(item)) scales.set(item, scale);
    }

  // The framework's order: the document's children by sequence number, each followed by its own;
  // items placed nowhere follow in the package's order.
  const ordered: CfItem[] = [];
  const placed = new Set<string>();
  const visit = (id: string) => {
    const item = byId.get(id);
    if (!item || placed.has(id)) return;
    placed.add(id);
    ordered.push(item);
    (children.get(id) ?? []).forEach(visit);
  };
  for (const association of childAssociations(pkg))
    if (association.destinationNodeURI.identifier === document.identifier)
      visit(association.originNodeURI.identifier);
  items.filter((item) => !parents.has(item.identifier)).forEach((item) => visit(item.identifier));

  const outcomes: ImportedOutcome[] = ordered.map((item) => {
    const parent = parents.get(item.identifier);
    const code = item.humanCodingScheme?.trim() || null;
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
          type: parent ? 'SUBSTANDARD' : 'KNOWLEDGE',
          level: levelOf(item.educationLevel),
          domain: item.CFItemType ?? null,
          group: parent
            ? (byId.get(parent)?.humanCodingScheme ?? byId.get(parent)?.fullStatement ?? null)
            : null,
          subgroup: null,
          topic: null,
          learningScale: scales.get(item.identifier) ?? null,
          childrenIds: (children.get(item.identifier) ?? []).map(uuidOf),
          parentId: parent ? uuidOf(parent) : null,
        },
      },
    };
  });

  const publisher = document.publisher ?? document.creator;
  return {
    curriculum: {
      code: curriculumCode,
      label: document.title,
      licence: licenceOf(pkg),
      attribution: [`${document.title} © ${publisher}.`, document.officialSourceURL]
        .filter(Boolean)
        .join(' '),
      source: `${publisher}, ${document.title}${document.version ? ` ${document.version}` : ''} (CASE package ${document.identifier}, changed ${document.lastChangeDateTime})`,
    },
    outcomes,
  };
}
