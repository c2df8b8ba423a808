import type { FastifyBaseLogger } from 'fastify';
import type { SubjectRoleName } from '../../../common/subjects/schema.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { institutions, roleInvitations, subjects } from '../../db/schema/index.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { RoleRow } from '../roles/roles.types.ts';
import type { JoinedSubjectViews } from '../subjects/joined-subject-views.service.ts';

export type { Db };
export type InvitationRow = typeof roleInvitations.$inferSelect;
export type NewInvitationRow = typeof roleInvitations.$inferInsert;

/** What an invitation's answer needs of its subject. */
export type InvitationSubject = Pick<
  typeof subjects.$inferSelect,
  'id' | 'institutionId' | 'name' | 'namePlaintext' | 'code' | 'isArchived' | 'state' | 'deletedOn'
>;
/** What an invitation's answer needs of its institution. */
export type InvitationInstitution = Pick<
  typeof institutions.$inferSelect,
  'id' | 'name' | 'code' | 'endpoint' | 'locale' | 'timezone'
>;

/** An invitation with its subject and institution (null when gone). */
export interface InvitationRecord {
  invitation: InvitationRow;
  subject: InvitationSubject | null;
  institution: InvitationInstitution | null;
}

/** A subject as one person sees it for invitations: their role in it and at its institution. */
export interface SubjectForViewer {
  subject: InvitationSubject;
  institution: InvitationInstitution;
  viewerRole: SubjectRoleName | null;
  viewerInstitutionRole: Pick<RoleRow, 'roles' | 'isPending'> | null;
}

/** What the invitation services need, passed in so tests can build them on any database. */
export interface InvitationsDeps {
  db: Db;
  config: Config;
  events: EventBus;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** Where a student's join leaves the subject for their next read of it (subjects feature). */
  joinedSubjectViews?: JoinedSubjectViews;
  now?: () => Date;
}

/** Who is trying a code, from where: what guessing protection counts and logs. */
export interface AttemptContext {
  principal: string | null;
  ip: string;
  log: FastifyBaseLogger;
}
