import type { FastifyInstance } from 'fastify';
import { registerResourceAccess } from '../../platform/http/resource-access.ts';
import type { SubjectAccess } from './subject-access.service.ts';
import { SUBJECT_ACTIONS, type SubjectAction } from './subjects.policy.ts';
import type { AuthorizedSubject } from './subjects.types.ts';

declare module '../../platform/http/resource-access.ts' {
  interface ResourceRecords {
    subject: AuthorizedSubject;
  }
}

/** Subjects as a resource an endpoint declares (`checks`), through the subject's one access path. */
export function registerSubjectResources(
  app: FastifyInstance,
  access: Pick<SubjectAccess, 'authorizeSubject'>,
): void {
  registerResourceAccess(app, 'subject', {
    actions: SUBJECT_ACTIONS,
    authorize: (actor, id, check) =>
      access.authorizeSubject(actor, id, check.action as SubjectAction, {
        includeDeleted: check.includeDeleted === true,
      }),
  });
}
