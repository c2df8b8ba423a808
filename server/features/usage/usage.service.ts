import type { UsageQuery, UsageReport } from '../../../common/usage/schema.ts';
import { weekStartsBetween } from '../../../common/usage/terms.ts';
import type { RoleLike } from '../../../common/roles/rules.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../db/client.ts';
import { canReadUsage } from './usage.policy.ts';
import {
  findRolledUpAt,
  findSubjectUsage,
  findTeacherUsage,
  findWeeklyUsage,
  rollUpUsage,
  type WeekFigures,
} from './usage.repo.ts';

export interface UsageServiceDeps {
  db: Db;
  roles: { membershipAt(actor: Actor, institutionId: number): Promise<{ memberRole: RoleLike | null }> };
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

export function createUsageService(deps: UsageServiceDeps) {
  const { db, roles } = deps;
  return {
    /**
     * GET /v3/institutions/:id/usage: the school's figures over the range, read from the roll-ups
     * (a fixed number of statements, whatever the school's size or the range).
     */
    async getUsage(actor: Actor, institutionId: number, range: UsageQuery): Promise<UsageReport> {
      const { memberRole } = await roles.membershipAt(actor, institutionId);
      if (!canReadUsage(actor, memberRole))
        throw AppError.forbidden("Only the school's admins may read its usage");
      const [weeks, subjects, teachers, rolledUpAt] = await Promise.all([
        findWeeklyUsage(db, institutionId, range),
        findSubjectUsage(db, institutionId, range),
        findTeacherUsage(db, institutionId, range),
        findRolledUpAt(db, institutionId),
      ]);
      return {
        institutionId,
        from: range.from,
        to: range.to,
        rolledUpAt: rolledUpAt?.toISOString() ?? null,
        weeks: fillWeeks(range, weeks),
        subjects,
        teachers,
      };
    },

    /** Rolls up the last `days` days of every school (the recurring job; the demo seed's backfill). */
    rollUp: (now: Date, days: number) => rollUpUsage(db, now, days),
  };
}
export type UsageService = ReturnType<typeof createUsageService>;
