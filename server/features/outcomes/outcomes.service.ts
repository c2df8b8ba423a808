import { CURRICULUM_FLAGS, type FeatureFlags } from '../../../common/feature-flags/constants.ts';
import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import {
  CURRICULUM_NOT_FOUND,
  DEFAULT_OUTCOME_PAGE,
  LEARNING_OUTCOME_NOT_FOUND,
  MAX_OUTCOME_PAGE,
  type Curriculum,
  type CurriculumOutcomes,
  type ListOutcomesQuery,
} from '../../../common/outcomes/contracts.ts';
import type { LearningOutcome } from '../../../common/outcomes/schema.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { batchGet } from '../../platform/batch.ts';
import { AppError } from '../../platform/errors.ts';
import { matchesEntityTag } from '../../platform/http/entity-tag.ts';
import type { FeatureFlagsService } from '../feature-flags/index.ts';
import type { RolesService } from '../roles/index.ts';
import { createSchoolScalesService } from './school-scales.service.ts';
import {
  createOutcomeAnswersService,
  outcomeBatchAnswer,
  type OutcomeBatchAnswer,
} from './outcome-answers.service.ts';
import { toCurriculumSummary, toLearningOutcome, type CurriculumSummary } from './outcomes.mapper.ts';
import {
  findCurricula,
  findCurriculum,
  findOutcomes,
  findOutcomesByUuids,
  type OutcomeFilter,
} from './outcomes.repo.ts';

export { DEFAULT_OUTCOME_PAGE, MAX_OUTCOME_PAGE };

export interface OutcomePage {
  outcomes: LearningOutcome[];
  /** The offset of the next page, or null on the last one. */
  nextOffset: number | null;
}

/** What a curriculum's download answers: its entity tag, and the curriculum unless the caller has it. */
export type CurriculumDownload =
  { isNotModified: true; etag: string } | { isNotModified: false; etag: string; body: CurriculumOutcomes };

/** A feature-gated curriculum is offered only while its flag is on (`flags` null: every flag off). */
const isOffered = (code: CurriculumCode, flags: FeatureFlags | null): boolean => {
  const flag = CURRICULUM_FLAGS[code];
  return !flag || (flags?.[flag] ?? false);
};

const toCurriculum = (summary: CurriculumSummary): Curriculum => ({
  code: summary.code,
  label: summary.label,
  licence: summary.licence,
  attribution: summary.attribution,
});

/**
 * Reading learning outcomes: public reference data for whoever is signed in. Lists hold current
 * outcomes in curriculum and source order; by uuid, a withdrawn outcome is still found, so no tag
 * dangles. A feature-gated curriculum is offered to a school only while its flag is on there, and
 * a caller asks on behalf of a school they belong to (the roles access path: 404 otherwise).
 */
export function createOutcomesService(deps: {
  db: Db;
  featureFlags: FeatureFlagsService;
  roles: Pick<RolesService, 'membershipAt'>;
}) {
  const { db, featureFlags, roles } = deps;
  const answers = createOutcomeAnswersService({ db });

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

  /** The outcomes with these uuids, in the order asked; unknown uuids are left out. */
  async function byUuids(uuids: readonly string[]): Promise<LearningOutcome[]> {
    const byUuid = new Map((await findOutcomesByUuids(db, [...new Set(uuids)])).map((r) => [r.uuid, r]));
    return uuids.flatMap((uuid) => {
      const row = byUuid.get(uuid);
      return row ? [toLearningOutcome(row)] : [];
    });
  }

  /**
   * Of `codes`, those offered to the actor asking for `institutionId` (a school they must belong
   * to) or, without one, to everyone. Flags are read only when a gated curriculum is asked for.
   */
  async function offeredAmong(
    actor: Actor,
    institutionId: number | undefined,
    codes: readonly CurriculumCode[],
  ): Promise<CurriculumCode[]> {
    const isAnyGated = codes.some((code) => CURRICULUM_FLAGS[code]);
    const [, flags] = await Promise.all([
      institutionId === undefined ? null : roles.membershipAt(actor, institutionId),
      isAnyGated ? featureFlags.flagsFor(institutionId ?? null) : null,
    ]);
    return codes.filter((code) => isOffered(code, flags));
  }

  async function assertOffered(actor: Actor, institutionId: number | undefined, code: CurriculumCode) {
    if (!(await offeredAmong(actor, institutionId, [code])).length)
      throw AppError.notFound(CURRICULUM_NOT_FOUND);
  }

  /**
   * The imported curricula an institution is offered: a feature-gated curriculum only while its
   * flag is on there. Without an institution, the gated ones are left out.
   */
  async function curriculaFor(institutionId: number | null): Promise<CurriculumSummary[]> {
    const [flags, rows] = await Promise.all([featureFlags.flagsFor(institutionId), findCurricula(db)]);
    return rows.filter((row) => isOffered(row.code, flags)).map(toCurriculumSummary);
  }

  return {
    /** A school's own learning scales (never official). */
    schoolScales: createSchoolScalesService({ db, roles }),
    byUuids,
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
    curriculaFor,

    async getOutcome(uuid: string): Promise<{ learningOutcome: LearningOutcome }> {
      const [learningOutcome] = await byUuids([uuid.toLowerCase()]);
      if (!learningOutcome) throw AppError.notFound(LEARNING_OUTCOME_NOT_FOUND);
      return { learningOutcome };
    },

    /**
     * One statement, whatever the number of uuids. The outcomes are written once per import of
     * their curriculum (outcome-answers.service.ts).
     */
    async batchGetOutcomes(body: {
      uuids: readonly string[];
      ignoreMissing: boolean;
    }): Promise<OutcomeBatchAnswer> {
      const { getResponses } = await batchGet({
        ids: body.uuids.map((uuid) => uuid.toLowerCase()),
        ignoreMissing: body.ignoreMissing,
        loadByKey: (uuids) => answers.writtenOutcomes(uuids),
        keyOfId: (uuid) => uuid,
        wrap: (outcome) => outcome,
        missingMessage: LEARNING_OUTCOME_NOT_FOUND,
      });
      return outcomeBatchAnswer.answer(getResponses);
    },

    /**
     * The entity tag is the curriculum's content hash and import time, so a teacher downloads a
     * curriculum again only after it is re-imported; a matching If-None-Match costs the access
     * check and the curriculum's row, not its outcomes.
     */
    async downloadCurriculum(
      actor: Actor,
      code: CurriculumCode,
      institutionId: number | undefined,
      ifNoneMatch: string | undefined,
    ): Promise<CurriculumDownload> {
      await assertOffered(actor, institutionId, code);
      const row = await findCurriculum(db, code);
      if (!row) throw AppError.notFound(CURRICULUM_NOT_FOUND);
      const etag = `"${code}-${row.contentHash}-${row.importedOn.getTime()}"`;
      if (matchesEntityTag(ifNoneMatch, etag)) return { isNotModified: true, etag };
      const outcomes = await findOutcomes(db, { curriculumCodes: [code] });
      return {
        isNotModified: false,
        etag,
        body: {
          curriculum: toCurriculum(toCurriculumSummary(row)),
          learningOutcomes: outcomes.map(toLearningOutcome),
        },
      };
    },

    /** The curricula and their outcomes, two statements. */
    async batchGetByCurriculumCode(
      actor: Actor,
      body: {
        curriculumCodes: readonly CurriculumCode[];
        institutionId?: number | undefined;
        ignoreMissing: boolean;
      },
    ) {
      const offered = await offeredAmong(actor, body.institutionId, [...new Set(body.curriculumCodes)]);
      return batchGet({
        ids: body.curriculumCodes,
        ignoreMissing: body.ignoreMissing,
        load: async (): Promise<CurriculumOutcomes[]> => {
          if (!offered.length) return [];
          const [rows, outcomes] = await Promise.all([
            findCurricula(db),
            findOutcomes(db, { curriculumCodes: offered }),
          ]);
          return rows
            .filter((row) => offered.includes(row.code))
            .map((row) => ({
              curriculum: toCurriculum(toCurriculumSummary(row)),
              learningOutcomes: outcomes.filter((o) => o.curriculumCode === row.code).map(toLearningOutcome),
            }));
        },
        keyOfId: (code) => code,
        keyOfItem: (item) => item.curriculum.code,
        wrap: (item) => item,
        missingMessage: CURRICULUM_NOT_FOUND,
      });
    },

    /** Without a curriculum, every curriculum offered. */
    async listOutcomes(actor: Actor, query: ListOutcomesQuery) {
      const { curriculumCode, institutionId, limit, offset } = query;
      const codes = curriculumCode ? [curriculumCode] : (await findCurricula(db)).map((row) => row.code);
      const offered = await offeredAmong(actor, institutionId, codes);
      if (curriculumCode && !offered.length) throw AppError.notFound(CURRICULUM_NOT_FOUND);
      const page = await list(
        {
          curriculumCodes: offered,
          kinds: query.variant ? [query.variant] : undefined,
          isOfficial: query.isOfficial,
          parentUuid: query.parentUuid?.toLowerCase(),
        },
        { limit, offset },
      );
      return { learningOutcomes: page.outcomes, limit, offset, nextOffset: page.nextOffset };
    },

    /** The imported curricula offered to the school (a member's), or to everyone. */
    async listCurricula(
      actor: Actor,
      institutionId: number | undefined,
    ): Promise<{ curricula: Curriculum[] }> {
      if (institutionId !== undefined) await roles.membershipAt(actor, institutionId);
      const offered = await curriculaFor(institutionId ?? null);
      return { curricula: offered.map(toCurriculum) };
    },
  };
}
export type OutcomesService = ReturnType<typeof createOutcomesService>;
