import { z } from 'zod';
import { USAGE_MAX_RANGE_DAYS } from './constants.ts';
import { daysBetween } from './terms.ts';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isRealDay = (value: string) =>
  DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** A calendar date, 'YYYY-MM-DD'. */
export const zDay = z.string().refine(isRealDay, { error: 'is-not-a-date' });

/** The range a report covers, both days included, at most USAGE_MAX_RANGE_DAYS long. */
export const zUsageQuery = z.object({ from: zDay, to: zDay }).superRefine((range, context) => {
  if (!isRealDay(range.from) || !isRealDay(range.to)) return;
  const days = daysBetween(range.from, range.to);
  if (days < 0) context.addIssue({ code: 'custom', path: ['to'], message: 'is-invalid' });
  else if (days >= USAGE_MAX_RANGE_DAYS)
    context.addIssue({ code: 'custom', path: ['to'], message: 'above-max-length' });
});
export type UsageQuery = z.infer<typeof zUsageQuery>;

/** One week of a school's use (Monday first); active people are counted once in the week. */
export const zUsageWeek = z.object({
  weekStart: zDay,
  activeTeachers: z.number().int(),
  activeStudents: z.number().int(),
  lessonsPublished: z.number().int(),
  answersSubmitted: z.number().int(),
  studentsJoined: z.number().int(),
});
export type UsageWeek = z.infer<typeof zUsageWeek>;

export const zSubjectUsage = z.object({
  subjectId: z.number().int(),
  name: z.string(),
  isArchived: z.boolean(),
  studentsJoined: z.number().int(),
  lessonsPublished: z.number().int(),
  answersSubmitted: z.number().int(),
});
export type SubjectUsage = z.infer<typeof zSubjectUsage>;

export const zTeacherUsage = z.object({
  principal: z.string(),
  /** Null for someone no longer on the platform. */
  fullName: z.string().nullable(),
  activeDays: z.number().int(),
  subjectsCreated: z.number().int(),
  lessonsPublished: z.number().int(),
});
export type TeacherUsage = z.infer<typeof zTeacherUsage>;

/** A school's usage over a range, from the daily roll-ups. */
export const zUsageReport = z.object({
  institutionId: z.number().int(),
  from: zDay,
  to: zDay,
  /** When the figures were last rolled up; null before the first run. */
  rolledUpAt: z.iso.datetime({ offset: true }).nullable(),
  weeks: z.array(zUsageWeek),
  subjects: z.array(zSubjectUsage),
  teachers: z.array(zTeacherUsage),
});
export type UsageReport = z.infer<typeof zUsageReport>;
