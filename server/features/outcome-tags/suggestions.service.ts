import type { FastifyBaseLogger } from 'fastify';
import { SUGGESTION_TEXT_MAX, SUGGESTIONS_MAX } from '../../../common/outcome-tags/constants.ts';
import { suggestionWords } from '../../../common/outcome-tags/rules.ts';
import type { SuggestedLearningOutcome } from '../../../common/outcome-tags/schema.ts';
import { DEFAULT_PROFICIENCY_LEVEL, FEATURE_GATED_CURRICULA } from '../../../common/outcomes/constants.ts';
import { curriculumDropdown, defaultCurriculum } from '../../../common/outcomes/dropdown.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Db } from '../../db/client.ts';
import type { ActivitiesService, QuestionTextChange } from '../activities/index.ts';
import {
  findInstitutionLocale,
  findLoadedCurricula,
  findMostTaggedCurriculum,
  findSuggestions,
  replaceSuggestions,
} from './suggestions.repo.ts';

const GATED = new Set<string>(FEATURE_GATED_CURRICULA);

/**
 * Suggested outcomes for a question (spec 3 and 7): ranked when its text is saved, within the
 * subject's curriculum. A subject has no curriculum of its own, so it is the one its tags use most
 * (what its teacher has been tagging with), else the one the school's curriculum list for its locale
 * opens on (spec 9's dropdown, as the selector does).
 */
export function createSuggestionsService(deps: {
  db: Db;
  activities: Pick<ActivitiesService, 'access'>;
  logger: FastifyBaseLogger;
}) {
  const { db, logger } = deps;
  const access = deps.activities.access;

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
        const words = suggestionWords(change.text.slice(0, SUGGESTION_TEXT_MAX));
        const curriculum = await curriculumOf(change.subjectId, change.institutionId);
        await db.transaction(async (tx) => {
          if (curriculum === null) return;
          await replaceSuggestions(
            tx,
            { id: change.worksheetItemId, institutionId: change.institutionId },
            curriculum,
            words,
            SUGGESTIONS_MAX,
          );
        });
      } catch (error) {
        logger.error(
          { err: error, worksheetItemId: change.worksheetItemId },
          'could not rank suggested outcomes',
        );
      }
    },

    /** GET /v3/worksheetItems/{worksheetItemId}/suggestedLearningOutcomes */
    async list(
      actor: Actor,
      worksheetItemId: number,
    ): Promise<{ suggestedLearningOutcomes: SuggestedLearningOutcome[] }> {
      await access.authorizeItem(actor, worksheetItemId, 'write');
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
