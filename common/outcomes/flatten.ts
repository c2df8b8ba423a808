import { toPlainText } from '../subjects/rules.ts';
import {
  FUNDAMENTALS_CODE,
  NGSS_PART_ORDER,
  NGSS_PARTS,
  type NgssAbbreviation,
  type NswOutcomeType,
  type OutcomeType,
} from './constants.ts';
import { tagColorOf } from './colours.ts';
import {
  DESCRIPTION_NOT_FOUND,
  NGSS_ABBREVIATION_TYPES,
  gradeLabel,
  joinMetadata,
  TITLE_NOT_FOUND,
  nswOutcomeTypeLabel,
  outcomeTypeLabel,
  titleOrFallback,
} from './labels.ts';
import type { FlatOutcome, LearningOutcome, NgssOutcome, NgssPart } from './schema.ts';
import { outcomeVariant } from './schema.ts';

/**
 * The part an NGSS outcome is listed by: its performance expectation when it has one (a PE
 * carries its practices, core ideas and crosscutting concepts as the other parts), else its
 * first part in the order SEP, DCI, CCC.
 */
export function primaryNgssPart(ngss: NgssOutcome): { abbreviation: NgssAbbreviation; part: NgssPart } {
  const order: readonly NgssAbbreviation[] = ['PE', ...NGSS_PART_ORDER];
  for (const abbreviation of order) {
    const part = ngss[NGSS_PARTS[abbreviation]];
    if (part) return { abbreviation, part };
  }
  throw new Error('An NGSS outcome has none of its parts');
}

/** The flattened type of each NSW outcome type: content and focus areas are knowledge. */
const NSW_TYPES: Record<NswOutcomeType, OutcomeType> = {
  WORKING_SCIENTIFICALLY: 'SKILL',
  CONTENT_ALIGNMENT: 'KNOWLEDGE',
  FOCUS_AREA: 'KNOWLEDGE',
};

/** NSW outcome codes name their stage: SC4-… is Stage 4, SC5-… Stage 5. */
function nswStage(code: string): string | null {
  if (/^SC4-/i.test(code)) return 'NSW_STAGE_FOUR';
  if (/^SC5-/i.test(code)) return 'NSW_STAGE_FIVE';
  return null;
}

type FlatFields = Omit<
  FlatOutcome,
  'uuid' | 'curriculumCode' | 'isOfficial' | 'typeDescription' | 'tagColor'
> & {
  typeDescription?: string | null;
};

const NO_PLACE = { grade: null, domain: null, group: null, subgroup: null, topic: null } as const;

function variantFields(outcome: LearningOutcome): FlatFields {
  const variant = outcomeVariant(outcome);
  switch (variant.kind) {
    case 'auOutcome': {
      const au = variant.value;
      // AU content descriptions have one year level each; their strand says what kind they are.
      return {
        ...NO_PLACE,
        code: au.code,
        type: null,
        title: titleOrFallback(toPlainText(au.curriculumDescription), DESCRIPTION_NOT_FOUND),
        grade: au.levels[0] ?? null,
        domain: au.subjectStrand ?? null,
        group: au.subjectSubStrand ?? null,
      };
    }
    case 'ngssOutcome': {
      const { abbreviation, part } = primaryNgssPart(variant.value);
      return {
        ...NO_PLACE,
        code: part.code,
        type: NGSS_ABBREVIATION_TYPES[abbreviation],
        title: titleOrFallback(part.standardDescription, DESCRIPTION_NOT_FOUND),
        grade: part.level ?? null,
        domain: part.topicDescription ?? null,
        group: part.subTopicDescription ?? null,
      };
    }
    case 'nswOutcome': {
      const nsw = variant.value;
      return {
        ...NO_PLACE,
        code: nsw.outcomeCode,
        type: NSW_TYPES[nsw.type],
        typeDescription: nswOutcomeTypeLabel(nsw.type),
        title: titleOrFallback(nsw.outcomeTitle, TITLE_NOT_FOUND),
        grade: nswStage(nsw.outcomeCode),
        group: nsw.contentGroup ?? null,
      };
    }
    case 'ncOutcome': {
      const nc = variant.value;
      // An objective is what US_NC calls its performance expectation ('Objective'); a standard
      // with no objective is the knowledge its objectives serve.
      return {
        ...NO_PLACE,
        code: nc.objectiveCode || nc.standardCode || null,
        type: nc.objectiveCode ? 'PERFORMANCE_EXPECTATION' : 'KNOWLEDGE',
        title: titleOrFallback(nc.objectiveDescription || nc.standardDescription, DESCRIPTION_NOT_FOUND),
        grade: nc.level ?? null,
        domain: nc.strand ?? null,
      };
    }
    case 'standardBasedLearningOutcome': {
      const standard = variant.value;
      return {
        code: standard.code || null,
        type: standard.type,
        // A framework's own name for the outcome's level (Standard, Target) says more than ours.
        ...(standard.itemType ? { typeDescription: standard.itemType } : {}),
        title: titleOrFallback(standard.title, TITLE_NOT_FOUND),
        grade: standard.level ?? null,
        domain: standard.domain ?? null,
        group: standard.group ?? null,
        subgroup: standard.subgroup ?? null,
        topic: standard.topic ?? null,
      };
    }
    case 'fundamentalsOutcome':
      return {
        ...NO_PLACE,
        code: FUNDAMENTALS_CODE,
        type: null,
        title: titleOrFallback(variant.value.title, TITLE_NOT_FOUND),
      };
  }
}

/** The flattened form of an outcome (spec 3), the one shape the selector and tags list. */
export function flattenOutcome(outcome: LearningOutcome): FlatOutcome {
  const { typeDescription, ...fields } = variantFields(outcome);
  return {
    uuid: outcome.uuid,
    curriculumCode: outcome.curriculumCode,
    isOfficial: outcome.isOfficial,
    ...fields,
    typeDescription:
      typeDescription !== undefined
        ? typeDescription
        : fields.type && outcomeTypeLabel(fields.type, outcome.curriculumCode),
    tagColor: tagColorOf(fields.type, outcome.curriculumCode),
  };
}

/** The line shown under an outcome: its type, grade and place in the curriculum, joined with ' • '. */
export function outcomeMetadata(flat: FlatOutcome): string {
  return joinMetadata([
    flat.typeDescription,
    flat.grade && gradeLabel(flat.grade, flat.curriculumCode),
    flat.domain,
    flat.group,
    flat.subgroup,
    flat.topic,
  ]);
}
