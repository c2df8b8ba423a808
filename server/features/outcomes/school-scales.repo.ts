import { and, eq, sql } from 'drizzle-orm';
import type { LearningScaleKey } from '../../../common/outcomes/constants.ts';
import type { Db } from '../../db/client.ts';
import { learningOutcomes, people, schoolLearningScales } from '../../db/schema/index.ts';

export interface SchoolScaleRow {
  level: LearningScaleKey;
  text: string;
  updatedBy: string | null;
  updatedByName: string | null;
  updatedOn: Date;
}

/** The outcome's curriculum, or null when there is no such outcome. */
export async function findOutcomeCurriculum(db: Db, uuid: string) {
  const [row] = await db
    .select({ curriculumCode: learningOutcomes.curriculumCode })
    .from(learningOutcomes)
    .where(eq(learningOutcomes.uuid, uuid));
  return row?.curriculumCode ?? null;
}

/** A school's scale text for an outcome, a row per level it has written, with the writer's name. */
export function findSchoolScale(db: Db, institutionId: number, uuid: string): Promise<SchoolScaleRow[]> {
  return db
    .select({
      level: schoolLearningScales.level,
      text: schoolLearningScales.text,
      updatedBy: schoolLearningScales.updatedBy,
      updatedByName: people.fullName,
      updatedOn: schoolLearningScales.updatedOn,
    })
    .from(schoolLearningScales)
    .leftJoin(people, eq(people.principal, schoolLearningScales.updatedBy))
    .where(
      and(
        eq(schoolLearningScales.institutionId, institutionId),
        eq(schoolLearningScales.learningOutcomeUuid, uuid),
      ),
    );
}

/** Replaces a school's scale text for an outcome with these levels' (none: the scale is cleared). */
export async function replaceSchoolScale(
  db: Db,
  key: { institutionId: number; uuid: string; updatedBy: string },
  levels: readonly { level: LearningScaleKey; text: string }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(schoolLearningScales)
      .where(
        and(
          eq(schoolLearningScales.institutionId, key.institutionId),
          eq(schoolLearningScales.learningOutcomeUuid, key.uuid),
        ),
      );
    if (levels.length === 0) return;
    await tx.insert(schoolLearningScales).values(
      levels.map(({ level, text }) => ({
        institutionId: key.institutionId,
        learningOutcomeUuid: key.uuid,
        level,
        text,
        updatedBy: key.updatedBy,
        updatedOn: sql`now()`,
      })),
    );
  });
}
