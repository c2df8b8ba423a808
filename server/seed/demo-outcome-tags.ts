import { and, eq, inArray } from 'drizzle-orm';
import type { ActivityTag } from '../../common/outcome-tags/schema.ts';
import type { ProficiencyLevel } from '../../common/outcomes/constants.ts';
import { stableOutcomeUuid } from '../../common/outcomes/uuid.ts';
import type { Db } from '../db/client.ts';
import {
  activities,
  activityOutcomeTags,
  activityResponses,
  learningOutcomes,
  responseOutcomeLevels,
  worksheetItemOutcomeTags,
  worksheetItems,
} from '../db/schema/index.ts';
import { findDemoScience } from './demo-activities.ts';

/**
 * Year 7 Science's lessons and questions tagged with Australian Curriculum v9 Year 7 science
 * outcomes (by code: the outcomes' text is the curriculum's own, loaded with the shipped
 * curricula), and levels on two of the demo student's marked answers, so the subject's progress
 * grid and scope and sequence have something to show.
 */

type Kind = 'multipleChoice' | 'shortAnswer' | 'longAnswer' | 'numeric' | 'maths';

interface LessonTagSeed {
  code: string;
  level: ProficiencyLevel;
  /** The teacher's explanation of how the lesson addresses the outcome. */
  explanation: string;
}

interface LessonSeed {
  tags: LessonTagSeed[];
  /** Each question kind's outcomes, with the level the question aims at. */
  questions: Partial<Record<Kind, [code: string, level: ProficiencyLevel][]>>;
}

const TAGGING: Record<string, LessonSeed> = {
  'States of matter': {
    tags: [
      {
        code: 'AC9S7U05',
        level: 'PROFICIENT',
        explanation:
          'Students use the particle model to explain why solids, liquids and gases keep or lose their shape and volume.',
      },
      {
        code: 'AC9S7I04',
        level: 'DEVELOPING',
        explanation: 'Students meet density as a mathematical relationship between mass and volume.',
      },
    ],
    questions: {
      multipleChoice: [['AC9S7U05', 'PROFICIENT']],
      shortAnswer: [['AC9S7U05', 'PROFICIENT']],
      longAnswer: [['AC9S7U05', 'ADVANCED']],
      numeric: [['AC9S7U06', 'PROFICIENT']],
      maths: [['AC9S7I04', 'DEVELOPING']],
    },
  },
  Forces: {
    tags: [
      {
        code: 'AC9S7U04',
        level: 'PROFICIENT',
        explanation:
          'Students sort contact and non-contact forces and explain how unbalanced forces change motion.',
      },
      {
        code: 'AC9S7I04',
        level: 'PROFICIENT',
        explanation: 'Students use and rearrange F = ma to relate force, mass and acceleration.',
      },
    ],
    questions: {
      multipleChoice: [['AC9S7U04', 'PROFICIENT']],
      shortAnswer: [['AC9S7U04', 'EMERGING']],
      longAnswer: [['AC9S7U04', 'ADVANCED']],
      numeric: [
        ['AC9S7U04', 'PROFICIENT'],
        ['AC9S7I04', 'PROFICIENT'],
      ],
      maths: [['AC9S7I04', 'PROFICIENT']],
    },
  },
  Cells: {
    tags: [
      {
        code: 'AC9S7I03',
        level: 'PROFICIENT',
        explanation: 'Students use a microscope to observe cells and record what they see.',
      },
      {
        code: 'AC9S7I04',
        level: 'DEVELOPING',
        explanation: 'Students calculate magnification from the image size and the actual size.',
      },
    ],
    questions: {
      numeric: [['AC9S7I04', 'PROFICIENT']],
      maths: [['AC9S7I04', 'DEVELOPING']],
    },
  },
};

/** The levels the demo teacher gave the demo student's two answers marked at once in 'States of matter'. */
const STUDENT_LEVELS: { kind: Kind; code: string; level: ProficiencyLevel }[] = [
  { kind: 'multipleChoice', code: 'AC9S7U05', level: 'PROFICIENT' },
  { kind: 'numeric', code: 'AC9S7U06', level: 'DEVELOPING' },
];

const uuidOf = (code: string) => stableOutcomeUuid('AU_V9', code);

const explanationOf = (text: string): NonNullable<ActivityTag['descriptionLocalised']> => ({
  fallbackLocale: 'EN_AU',
  localeToProsemirror: {
    EN_AU: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
  },
});

/** Every outcome code the demo tags name. */
function demoCodes(): string[] {
  const codes = Object.values(TAGGING).flatMap((lesson) => [
    ...lesson.tags.map((tag) => tag.code),
    ...Object.values(lesson.questions).flatMap((tags) => tags.map(([code]) => code)),
  ]);
  return [...new Set(codes)];
}

/**
 * Tags the demo lessons once: nothing happens when any of them already has a tag, or when the
 * AU_V9 curriculum is not loaded (a test database without it); a later run then tags them.
 */
export async function seedDemoOutcomeTags(db: Db, schoolId: number, now: Date): Promise<void> {
  const science = await findDemoScience(db, schoolId);
  if (!science) return;
  const lessons = await db
    .select({ id: activities.id, title: activities.title })
    .from(activities)
    .where(eq(activities.subjectId, science.id));
  if (lessons.length === 0) return;
  const lessonIds = lessons.map((lesson) => lesson.id);
  const tagged = await db
    .select({ id: activityOutcomeTags.activityId })
    .from(activityOutcomeTags)
    .where(inArray(activityOutcomeTags.activityId, lessonIds))
    .limit(1);
  if (tagged.length > 0) return;
  const codes = demoCodes();
  const loaded = await db
    .select({ uuid: learningOutcomes.uuid })
    .from(learningOutcomes)
    .where(inArray(learningOutcomes.uuid, codes.map(uuidOf)));
  if (loaded.length < codes.length) return;

  const items = await db
    .select({ id: worksheetItems.id, activityId: worksheetItems.activityId, kind: worksheetItems.kind })
    .from(worksheetItems)
    .where(inArray(worksheetItems.activityId, lessonIds));
  const lessonTags = [];
  const itemTags = [];
  for (const lesson of lessons) {
    const seed = TAGGING[lesson.title];
    if (!seed) continue;
    lessonTags.push(
      ...seed.tags.map((tag, position) => ({
        institutionId: schoolId,
        activityId: lesson.id,
        learningOutcomeUuid: uuidOf(tag.code),
        position,
        level: tag.level,
        descriptionLocalised: explanationOf(tag.explanation),
        showInActivityRubric: true,
        showInScopeAndSequence: true,
      })),
    );
    for (const item of items.filter((i) => i.activityId === lesson.id)) {
      const tags = seed.questions[item.kind] ?? [];
      itemTags.push(
        ...tags.map(([code, level], position) => ({
          institutionId: schoolId,
          worksheetItemId: item.id,
          learningOutcomeUuid: uuidOf(code),
          position,
          level,
          showInRubric: true,
          subStandardTags: {},
        })),
      );
    }
  }
  await db.insert(activityOutcomeTags).values(lessonTags);
  await db.insert(worksheetItemOutcomeTags).values(itemTags);

  const first = lessons.find((lesson) => lesson.title === 'States of matter');
  if (!first) return;
  const answers = await db
    .select({ id: activityResponses.id, kind: worksheetItems.kind })
    .from(activityResponses)
    .innerJoin(worksheetItems, eq(worksheetItems.id, activityResponses.worksheetItemId))
    .where(
      and(eq(activityResponses.activityId, first.id), eq(activityResponses.studentPrincipal, 'demo-student')),
    );
  const levels = STUDENT_LEVELS.flatMap(({ kind, code, level }) => {
    const answer = answers.find((a) => a.kind === kind);
    return answer
      ? [
          {
            institutionId: schoolId,
            responseId: answer.id,
            learningOutcomeUuid: uuidOf(code),
            level,
            markedBy: 'demo-teacher',
            markedAt: now,
          },
        ]
      : [];
  });
  if (levels.length > 0) await db.insert(responseOutcomeLevels).values(levels);
}
