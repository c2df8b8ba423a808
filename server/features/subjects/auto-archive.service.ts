import type { FastifyBaseLogger } from 'fastify';
import { mostRecentSchoolYearEnd, restorableSince, schoolYearEnd } from '../../../common/subjects/rules.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import {
  archiveSubjectsCreatedBefore,
  findInstitutionsForAutoArchive,
  flagInstructorsOf,
  lockAutoArchivedThrough,
  purgeSubjectsDeletedBefore,
  setAutoArchivedThrough,
  type AutoArchiveInstitution,
} from './auto-archive.repo.ts';
import { publishSubjectChange } from './subjects.events.ts';
import type { Db, SubjectRow } from './subjects.types.ts';

export interface AutoArchiveDeps {
  db: Db;
  events: EventBus;
  logger: FastifyBaseLogger;
}

/** Each zone is checked once per process: building a formatter is the costly part of the check. */
const knownZones = new Map<string, string>();

/** A zone the runtime knows, else UTC: one institution's odd setting must not stop the job. */
function knownTimeZone(timeZone: string): string {
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      known = timeZone;
    } catch {
      known = 'UTC';
    }
    knownZones.set(timeZone, known);
  }
  return known;
}

export function createAutoArchiveService(deps: AutoArchiveDeps) {
  const { db, events, logger } = deps;

  /** One institution, in one transaction; returns the subjects it archived (none if already done). */
  async function archiveInstitution(institution: AutoArchiveInstitution, endDate: string, now: Date) {
    return db.transaction(async (tx): Promise<SubjectRow[]> => {
      const through = await lockAutoArchivedThrough(tx, institution.id);
      if (through !== null && through >= endDate) return [];
      const archived = await archiveSubjectsCreatedBefore(
        tx,
        institution.id,
        { endDate, timeZone: knownTimeZone(institution.timezone) },
        now,
      );
      await flagInstructorsOf(
        tx,
        archived.map((s) => s.id),
        now,
      );
      await setAutoArchivedThrough(tx, institution.id, endDate);
      return archived;
    });
  }

  return {
    /**
     * The end-of-school-year archive (spec 4): for each institution whose school year has ended in
     * its own time zone since the last run, archives the subjects created before that end and flags
     * their instructors for the auto-archived notice. Running it again changes nothing.
     */
    async runAutoArchive(now: Date): Promise<{ institutions: number; subjects: number }> {
      let institutionCount = 0;
      let subjectCount = 0;
      const failures: unknown[] = [];
      for (const institution of await findInstitutionsForAutoArchive(db)) {
        const endDate = mostRecentSchoolYearEnd(
          now,
          knownTimeZone(institution.timezone),
          schoolYearEnd(institution),
        );
        if (institution.autoArchivedThrough !== null && institution.autoArchivedThrough >= endDate) continue;
        try {
          const archived = await archiveInstitution(institution, endDate, now);
          institutionCount += 1;
          subjectCount += archived.length;
          for (const subject of archived) await publishSubjectChange(events, logger, subject);
        } catch (error) {
          logger.error(
            { err: error, institutionId: institution.id },
            'auto-archive failed for an institution',
          );
          failures.push(error);
        }
      }
      // Institutions done so far stay done; a retry picks up only the ones that failed.
      if (failures.length) throw new Error(`auto-archive failed for ${failures.length} institution(s)`);
      return { institutions: institutionCount, subjects: subjectCount };
    },

    /** Deleted subjects whose restore window has passed go for good. */
    async purgeDeletedSubjects(now: Date): Promise<number> {
      return purgeSubjectsDeletedBefore(db, restorableSince(now));
    },
  };
}

export type AutoArchiveService = ReturnType<typeof createAutoArchiveService>;
