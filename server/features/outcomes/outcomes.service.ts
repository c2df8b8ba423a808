import { CURRICULUM_FLAGS } from '../../../common/feature-flags/constants.ts';
import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import type { LearningOutcome } from '../../../common/outcomes/schema.ts';
import type { Db } from '../../db/client.ts';
import type { FeatureFlagsService } from '../feature-flags/index.ts';
import { toCurriculumSummary, toLearningOutcome, type CurriculumSummary } from './outcomes.mapper.ts';
import { findCurricula, findOutcomes, findOutcomesByUuids, type OutcomeFilter } from './outcomes.repo.ts';

export const MAX_OUTCOME_PAGE = 500;
export const DEFAULT_OUTCOME_PAGE = 100;

export interface OutcomePage {
  outcomes: LearningOutcome[];
  /** The offset of the next page, or null on the last one. */
  nextOffset: number | null;
}

/**
 * Reading learning outcomes: public reference data for whoever is signed in (the routes check
 * that). Lists hold current outcomes in curriculum and source order; by uuid, a withdrawn outcome
 * is still found, so no tag dangles.
 */
export function createOutcomesService(deps: { db: Db; featureFlags: FeatureFlagsService }) {
  const { db, featureFlags } = deps;

  async function list(
    filter: OutcomeFilter = {},
    page: { limit?: number; offset?: number } = {},
  ): Promise<OutcomePage> {
    const limit = Math.min(Math.max(page.limit ?? DEFAULT_OUTCOME_PAGE, 1), MAX_OUTCOME_PAGE);
    const offset = Math.max(page.offset ?? 0, 0);
    const rows = await findOutcomes(db, filter, { limit: limit + 1, offset });
    return {
      outcomes: rows.slice(0, limit).map(toLearningOutcome),
      nextOffset: rows.length > limit ? offset + limit : null,
    };
  }

  return {
    /** The outcomes with these uuids, in the order asked; unknown uuids are left out. */
    async byUuids(uuids: readonly string[]): Promise<LearningOutcome[]> {
      const byUuid = new Map((await findOutcomesByUuids(db, [...new Set(uuids)])).map((r) => [r.uuid, r]));
      return uuids.flatMap((uuid) => {
        const row = byUuid.get(uuid);
        return row ? [toLearningOutcome(row)] : [];
      });
    },
    /** Every current outcome of one curriculum, in its source's order. */
    async byCurriculum(code: CurriculumCode): Promise<LearningOutcome[]> {
      const rows = await findOutcomes(db, { curriculumCodes: [code] });
      return rows.map(toLearningOutcome);
    },
    list,
    /** Every imported curriculum, gated or not (operators, internal admins). */
    async curricula(): Promise<CurriculumSummary[]> {
      return (await findCurricula(db)).map(toCurriculumSummary);
    },
    /**
     * The imported curricula an institution is offered: a feature-gated curriculum only while its
     * flag is on there. Without an institution, the gated ones are left out.
     */
    async curriculaFor(institutionId: number | null): Promise<CurriculumSummary[]> {
      const [flags, rows] = await Promise.all([featureFlags.flagsFor(institutionId), findCurricula(db)]);
      return rows
        .filter((row) => {
          const flag = CURRICULUM_FLAGS[row.code];
          return !flag || flags[flag];
        })
        .map(toCurriculumSummary);
    },
  };
}
export type OutcomesService = ReturnType<typeof createOutcomesService>;
