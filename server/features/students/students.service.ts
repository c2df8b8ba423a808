import type { StudentsResponse } from '../../../common/students/schema.ts';
import type { z } from 'zod';
import type { zStudentsQuery } from '../../../common/students/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../db/client.ts';
import { canActOnRolesAt, type Membership } from '../roles/index.ts';
import {
  findStudentsPage,
  lockStudentRole,
  recordLicenceRelease,
  removeStudentFromSchool,
} from './students.repo.ts';
import { isoOrNull } from '../../platform/iso.ts';

export interface StudentsServiceDeps {
  db: Db;
  now?: () => Date;
}

export const STUDENT_NOT_FOUND = 'Student not found';

/** The Students page (school admin): the school's students, their licences, and removing one. */
export function createStudentsService(deps: StudentsServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async listStudents(
      actor: Actor,
      { institutionId, memberRole }: Membership,
      query: z.output<typeof zStudentsQuery>,
    ): Promise<StudentsResponse> {
      // E-mail addresses go with a role to whoever may read that role (roles.policy.ts).
      const showEmail = canActOnRolesAt(actor, memberRole, 'readRoles');
      const page = await findStudentsPage(db, institutionId, {
        q: query.q,
        standing: query.standing ?? null,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
        now: now(),
      });
      return {
        students: page.students.map((s) => ({
          principal: s.principal,
          fullName: s.fullName,
          email: showEmail ? s.email : null,
          isPending: s.isPending,
          subjects: s.subjects,
          licence: {
            standing: s.standing,
            joinedOn: isoOrNull(s.joinedOn),
            releasedOn: isoOrNull(s.releasedOn),
          },
        })),
        total: page.total,
        page: query.page,
        pageSize: query.pageSize,
        licences: { used: page.used, available: page.available },
      };
    },

    /** Frees the student's seat; kept on their role row (when, and by whom). Idempotent. */
    async releaseLicence(actor: Actor, { institutionId }: Membership, principal: string): Promise<void> {
      await db.transaction(async (tx) => {
        const student = await lockStudentRole(tx, institutionId, principal);
        if (!student) throw AppError.notFound(STUDENT_NOT_FOUND);
        if (student.licenceReleasedOn !== null) return;
        if (student.isPending)
          throw new AppError('invalid-action', 'This student has not joined the school, so holds no licence');
        await recordLicenceRelease(tx, institutionId, principal, { on: now(), by: actor.principal });
      });
    },

    /** Takes the student out of the school and its subjects, in one transaction; their work is kept. */
    async removeStudent({ institutionId }: Membership, principal: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await lockStudentRole(tx, institutionId, principal)))
          throw AppError.notFound(STUDENT_NOT_FOUND);
        await removeStudentFromSchool(tx, institutionId, principal);
      });
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
