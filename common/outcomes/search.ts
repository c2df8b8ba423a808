import { toPlainText } from '../subjects/rules.ts';
import { NGSS_PARTS, type NgssAbbreviation } from './constants.ts';
import { shortCodeForms } from './code-forms.ts';
import { ngssPartsOf } from './colours.ts';
import { flattenOutcome } from './flatten.ts';
import { gradeLabel, joinMetadata, ngssAbbreviationName, nswOutcomeTypeLabel } from './labels.ts';
import type { LearningOutcome, NgssPart } from './schema.ts';
import { outcomeVariant } from './schema.ts';

const NGSS_PART_FIELDS = [
  'code',
  'standardDescription',
  'level',
  'levelDescription',
  'topicId',
  'topicDescription',
  'subTopicId',
  'subTopicDescription',
] as const satisfies readonly (keyof NgssPart)[];

function ngssPartText(abbreviation: NgssAbbreviation, part: NgssPart): string[] {
  return [
    abbreviation,
    ngssAbbreviationName(abbreviation),
    ...NGSS_PART_FIELDS.map((field) => part[field] ?? ''),
  ];
}

/**
 * The text the outcome search matches (spec 4), joined with ' • ': the uuid and curriculum code,
 * then per variant
 * - AU: code, subjectsCovered, generalCapabilities, strand and sub-strand, description;
 * - NSW: type (as its label), code, title, description, contentGroup;
 * - NGSS: every field of each part, with the part's abbreviation and its full name;
 * - NC: strand, objectiveCode, the descriptions (as the spec lists: not standardCode);
 * - standards-based: title and code.
 * Beyond the spec's fields, at the end (so the places of matches in them do not move), the year
 * level as it reads ('Year 7', 'Grade 3', 'KS3' with 'Key Stage 3'; an NGSS part holds its own)
 * and a code's short forms ('3.NF.1' for '3.NF.A.1', `code-forms.ts`): what teachers type, as in
 * 'KS3 forces'.
 * HTML is searched as its text. Fundamentals are not searched at all: null. Reading the spec as
 * 'fundamentals outcomes are not searched' rather than 'only by uuid and curriculum': a search for
 * 'US' would otherwise list every fundamentals outcome of a US curriculum.
 */
export function searchTextOf(outcome: LearningOutcome): string | null {
  const variant = outcomeVariant(outcome);
  let fields: (string | null | undefined)[];
  switch (variant.kind) {
    case 'auOutcome': {
      const au = variant.value;
      fields = [
        au.code,
        ...au.subjectsCovered,
        ...au.generalCapabilities,
        au.subjectStrand,
        au.subjectSubStrand,
        toPlainText(au.curriculumDescription),
      ];
      break;
    }
    case 'nswOutcome': {
      const nsw = variant.value;
      fields = [
        nswOutcomeTypeLabel(nsw.type),
        nsw.outcomeCode,
        nsw.outcomeTitle,
        nsw.description,
        nsw.contentGroup,
      ];
      break;
    }
    case 'ngssOutcome': {
      const ngss = variant.value;
      fields = ngssPartsOf(ngss).flatMap((abbreviation) => {
        const part = ngss[NGSS_PARTS[abbreviation]];
        return part ? ngssPartText(abbreviation, part) : [];
      });
      break;
    }
    case 'ncOutcome': {
      const nc = variant.value;
      fields = [nc.strand, nc.objectiveCode, nc.objectiveDescription, nc.standardDescription];
      break;
    }
    case 'standardBasedLearningOutcome':
      fields = [variant.value.title, variant.value.code, ...shortCodeForms(variant.value.code)];
      break;
    case 'fundamentalsOutcome':
      return null;
  }
  const year = variant.kind === 'ngssOutcome' ? [] : yearWords(flattenOutcome(outcome).grade, outcome);
  return joinMetadata([outcome.uuid, outcome.curriculumCode, ...fields, ...year]);
}

/** A year level as teachers type it: its label, and a key stage's name in full. */
function yearWords(grade: string | null, outcome: LearningOutcome): string[] {
  if (!grade) return [];
  const keyStage = /^KS([1-4])$/i.exec(grade);
  return [gradeLabel(grade, outcome.curriculumCode), ...(keyStage ? [`Key Stage ${keyStage[1]}`] : [])];
}
