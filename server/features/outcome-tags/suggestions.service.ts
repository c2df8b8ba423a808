import type { FastifyBaseLogger } from 'fastify';
import { SUGGESTION_TEXT_MAX, SUGGESTIONS_MAX } from '../../../common/outcome-tags/constants.ts';
import { suggestionWords } from '../../../common/outcome-tags/rules.ts';
import type { SuggestedLearningOutcome } from '../../../common/outcome-tags/schema.ts';
import { withRelatedWords } from '../../../common/outcome-tags/science-words.ts';
import { DEFAULT_PROFICIENCY_LEVEL, FEATURE_GATED_CURRICULA } from '../../../common/outcomes/constants.ts';
import { curriculumDropdown, defaultCurriculum } from '../../../common/outcomes/dropdown.ts';
import { flattenOutcome } from '../../../common/outcomes/flatten.ts';
import { classYearSpan, yearNearness } from '../../../common/outcomes/year-levels.ts';
import type { Db } from '../../db/client.ts';
import type { QuestionTextChange, WorksheetItemRecord } from '../activities/index.ts';
import {
  findInstitutionLocale,
  findLoadedCurricula,
  findMatchingOutcomes,
  findMostTaggedCurriculum,
  findSubjectYearClues,
  findSuggestions,
  replaceSuggestions,
  type RankedOutcomeRow,
} from './suggestions.repo.ts';

const GATED = new Set<string>(FEATURE_GATED_CURRICULA);
/** How many of the best text matches are ranked again by year level. */
const MATCHES_RANKED = 100;
/**
 * A match that holds more than half the words the best-matched outcome holds is a close match:
 * close matches come first, by year level. A question matches any outcome that shares one word
 * with it ('living'), and such a match of the class's year must not push out the outcome that
 * shares four.
 */
const isClose = (words: number, most: number) => words * 2 > most;

const gradeOf = (row: Omit<RankedOutcomeRow, 'rank' | 'words'>): string | null =>
  flattenOutcome({
    uuid: row.uuid,
    curriculumCode: row.curriculum_code,
    isOfficial: row.is_official,
    [row.kind]: row.data,
  }).grade;

/**
 * Suggested outcomes for a question (spec 3 and 7): ranked when its text is saved, within the
 * subject's curriculum. A subject has no curriculum of its own, so it is the one its tags use most
 * (what its teacher has been tagging with), else the one the school's curriculum list for its locale
 * opens on (spec 9's dropdown, as the selector does). Nor has it a year level of its own: the one its
 * name or code says, else the grade most of its tags have (`classYearSpan`). Close matches (holding
 * more than half as many of the question's words as the best-matched) come first, then the others; within each, outcomes of that year
 * first, then of the years next to it, then further ones, each by how well its text matches.
 */
export function createSuggestionsService(deps: { db: Db; logger: FastifyBaseLogger }) {
  const { db, logger } = deps;

  async function curriculumOf(subjectId: number, institutionId: number) {
    const tagged = await findMostTaggedCurriculum(db, subjectId);
    if (tagged) return tagged;
    const locale = await findInstitutionLocale(db, institutionId);
    const loaded = (await findLoadedCurricula(db)).filter((code) => !GATED.has(code));
    const normalised = locale.replace('-', '_').toUpperCase();
    return defaultCurriculum(curriculumDropdown({ locale: normalised, available: loaded }));
  }

  return {
    /**
     * Ranks a question's suggestions again after its text changed. A failure is logged, never the
     * teacher's: the question is saved whatever becomes of its suggestions.
     */
    async refresh(change: QuestionTextChange): Promise<void> {
      try {
        const words = withRelatedWords(suggestionWords(change.text.slice(0, SUGGESTION_TEXT_MAX)));
        const curriculum = await curriculumOf(change.subjectId, change.institutionId);
        const clues = await findSubjectYearClues(db, change.subjectId);
        const years = classYearSpan(clues.names, clues.tagged.map(gradeOf));
        await db.transaction(async (tx) => {
          const matches =
            curriculum === null
              ? []
              : await findMatchingOutcomes(tx, change.worksheetItemId, curriculum, words, MATCHES_RANKED);
          const most = Math.max(0, ...matches.map((row) => row.words));
          const ranked = matches
            .map((row, order) => ({
              uuid: row.uuid,
              order,
              isClose: isClose(row.words, most),
              nearness: yearNearness(years, gradeOf(row)),
            }))
            .sort(
              (a, b) => Number(b.isClose) - Number(a.isClose) || a.nearness - b.nearness || a.order - b.order,
            )
            .slice(0, SUGGESTIONS_MAX);
          await replaceSuggestions(
            tx,
            { id: change.worksheetItemId, institutionId: change.institutionId },
            ranked.map((row) => row.uuid),
          );
        });
      } catch (error) {
        logger.error(
          { err: error, worksheetItemId: change.worksheetItemId },
          'could not rank suggested outcomes',
        );
      }
    },

    async list({
      item,
    }: WorksheetItemRecord): Promise<{ suggestedLearningOutcomes: SuggestedLearningOutcome[] }> {
      const worksheetItemId = item.id;
      const uuids = await findSuggestions(db, worksheetItemId);
      return {
        suggestedLearningOutcomes: uuids.map((learningOutcomeUuid) => ({
          worksheetItemId,
          learningOutcomeUuid,
          learningOutcomeWorksheetItemTag: {
            learningOutcomeUuid,
            level: DEFAULT_PROFICIENCY_LEVEL,
            showInRubric: true,
            subStandardTags: {},
          },
        })),
      };
    },
  };
}

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
