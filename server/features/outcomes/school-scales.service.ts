import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import { outcomeLocaleOf } from '../../../common/outcomes/curricula.ts';
import { LEARNING_OUTCOME_NOT_FOUND } from '../../../common/outcomes/contracts.ts';
import {
  SCALE_KEYS,
  plainTextToLocalizedRichText,
  type SchoolScale,
  type SchoolScaleBody,
} from '../../../common/outcomes/school-scales.ts';
import type { LearningScale } from '../../../common/outcomes/schema.ts';
import { isAdmin } from '../../../common/roles/rules.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { RolesService } from '../roles/index.ts';
import {
  findOutcomeCurriculum,
  findSchoolScale,
  replaceSchoolScale,
  type SchoolScaleRow,
} from './school-scales.repo.ts';

export const SCHOOL_SCALE_FORBIDDEN =
  "Only the school's admins and heads of science may write its learning scales";

/**
 * A school's own learning scales (never official). Every member of the school reads them, as its
 * students will see them in a lesson's rubric; its admins (heads of science count as admins) and
 * internal admins write them. Through the roles access path: a school the caller is not in is 404.
 */
export function createSchoolScalesService(deps: { db: Db; roles: Pick<RolesService, 'membershipAt'> }) {
  const { db, roles } = deps;

  async function curriculumOf(uuid: string) {
    const curriculumCode = await findOutcomeCurriculum(db, uuid);
    if (!curriculumCode) throw AppError.notFound(LEARNING_OUTCOME_NOT_FOUND);
    return curriculumCode;
  }

  function answer(
    institutionId: number,
    uuid: string,
    curriculumCode: CurriculumCode,
    rows: SchoolScaleRow[],
  ): SchoolScale {
    const locale = outcomeLocaleOf(curriculumCode);
    const learningScale: LearningScale = {};
    for (const row of rows) learningScale[row.level] = plainTextToLocalizedRichText(row.text, locale);
    const latest = rows.reduce<SchoolScaleRow | null>(
      (last, row) => (last && last.updatedOn >= row.updatedOn ? last : row),
      null,
    );
    return {
      institutionId,
      learningOutcomeUuid: uuid,
      isOfficial: false,
      learningScale,
      updatedBy: latest ? (latest.updatedByName ?? latest.updatedBy) : null,
      updatedOn: latest ? latest.updatedOn.toISOString() : null,
    };
  }

  return {
    async get(actor: Actor, institutionId: number, rawUuid: string): Promise<SchoolScale> {
      await roles.membershipAt(actor, institutionId);
      const uuid = rawUuid.toLowerCase();
      const curriculumCode = await curriculumOf(uuid);
      return answer(institutionId, uuid, curriculumCode, await findSchoolScale(db, institutionId, uuid));
    },

    async put(
      actor: Actor,
      institutionId: number,
      rawUuid: string,
      body: SchoolScaleBody,
    ): Promise<SchoolScale> {
      const membership = await roles.membershipAt(actor, institutionId);
      if (!actor.isInternalAdmin && !isAdmin(membership.memberRole))
        throw AppError.forbidden(SCHOOL_SCALE_FORBIDDEN);
      const uuid = rawUuid.toLowerCase();
      const curriculumCode = await curriculumOf(uuid);
      const levels = SCALE_KEYS.flatMap((level) => {
        const text = body.levels[level]?.trim();
        return text ? [{ level, text }] : [];
      });
      await replaceSchoolScale(db, { institutionId, uuid, updatedBy: actor.principal }, levels);
      return answer(institutionId, uuid, curriculumCode, await findSchoolScale(db, institutionId, uuid));
    },
  };
}
export type SchoolScalesService = ReturnType<typeof createSchoolScalesService>;
