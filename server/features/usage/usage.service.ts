import type { UsageQuery, UsageReport } from '../../../common/usage/schema.ts';
import { weekStartsBetween } from '../../../common/usage/terms.ts';
import type { Db } from '../../db/client.ts';
import type { Membership } from '../roles/index.ts';
import {
  findSubjectUsage,
  findTeacherUsage,
  findRolledUpAt,
  findWeeklyUsage,
  rollUpUsage,
  type WeekFigures,
} from './usage.repo.ts';

export interface UsageServiceDeps {
  db: Db;
}

/** Every week of the range in order, a week without figures as zeros. */
export function fillWeeks(range: UsageQuery, figures: readonly WeekFigures[]): WeekFigures[] {
  const byWeek = new Map(figures.map((week) => [week.weekStart, week]));
  return weekStartsBetween(range.from, range.to).map(
    (weekStart) =>
      byWeek.get(weekStart) ?? {
        weekStart,
        activeTeachers: 0,
        activeStudents: 0,
        lessonsPublished: 0,
        answersSubmitted: 0,
        studentsJoined: 0,
      },
  );
}

/** How many reports a process keeps (a school's term and year, for many schools). */
const REPORTS_KEPT = 500;

export function createUsageService(deps: UsageServiceDeps) {
  const { db } = deps;
  /**
   * Reports by school, range and roll-up time. The figures change only when the roll-up runs, and
   * a new run changes the key, so a kept report is never staler than the roll-up itself; subject
   * names and the staff listed with no figures are at most one roll-up (an hour) old.
   */
  const reports = new Map<string, UsageReport>();
  const keep = (key: string, report: UsageReport) => {
    if (reports.size >= REPORTS_KEPT) reports.delete(reports.keys().next().value!);
    reports.set(key, report);
  };
  return {
    /**
     * The school's figures over the range, read from the roll-ups (at most four statements,
     * whatever the school's size or the range; one for a kept report, the roll-up time), once the
     * endpoint's check has read the viewer's role, as for every admin page.
     */
    async getUsage({ institutionId }: Membership, range: UsageQuery): Promise<UsageReport> {
      const rolledUpAt = (await findRolledUpAt(db, institutionId))?.toISOString() ?? null;
      const key = `${institutionId}:${range.from}:${range.to}:${rolledUpAt}`;
      const kept = reports.get(key);
      if (kept) return kept;
      const [weeks, subjects, teachers] = await Promise.all([
        findWeeklyUsage(db, institutionId, range),
        findSubjectUsage(db, institutionId, range),
        findTeacherUsage(db, institutionId, range),
      ]);
      const report = {
        institutionId,
        from: range.from,
        to: range.to,
        rolledUpAt,
        weeks: fillWeeks(range, weeks),
        subjects,
        teachers,
      };
      keep(key, report);
      return report;
    },

    /** Rolls up the last `days` days of every school (the recurring job; the demo seed's backfill). */
    rollUp: (now: Date, days: number) => rollUpUsage(db, now, days),
  };
}
export type UsageService = ReturnType<typeof createUsageService>;
