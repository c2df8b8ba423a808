import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { institutions, roleInvitations, subjects } from '../../db/schema/index.ts';
import type { SessionStore } from '../../platform/auth/session-actor.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { RolesService } from '../roles/index.ts';
import type { SubjectsService } from '../subjects/index.ts';

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

/**
 * What invitations take of the subjects feature: `authorizeSubject(actor, subjectId,
 * 'manageInvitations')`, a subject the actor may manage the invitations of (with its institution),
 * or the 404 (may not see it) or 403 (may see it, not manage it) its policy answers.
 */
export type SubjectAccess = Pick<SubjectsService, 'authorizeSubject'>;

/**
 * What invitations take of the roles feature: `membershipAt(actor, institutionId)`, an institution
 * with the actor's role there (null: none), or the 404 anyone who may not see it gets.
 */
export type MembershipAccess = Pick<RolesService, 'membershipAt'>;

/** What the invitation services use, passed in by the composition root. */
export interface InvitationsDeps {
  db: Db;
  config: Pick<
    Config,
    | 'PUBLIC_URL'
    | 'SESSION_ABSOLUTE_HOURS'
    | 'INVITATION_LIMIT_PER_PERSON'
    | 'INVITED_ADDRESSES_PER_PERSON_PER_DAY'
    | 'INVITED_ADDRESSES_PER_SCHOOL_PER_DAY'
    | 'INVITATION_PERSON_WINDOW_SECONDS'
    | 'INVITATION_LIMIT_PER_IP'
    | 'INVITATION_LIMIT_WINDOW_MINUTES'
    | 'INVITATION_EMAIL_LIMIT_PER_HOUR'
  >;
  events: EventBus;
  mailer: Pick<Mailer, 'sendMail'>;
  /** Ends the session a browser had when a sign-in link opens a new one. */
  sessions: Pick<SessionStore, 'end'>;
  subjects: SubjectAccess;
  roles: MembershipAccess;
  logger: FastifyBaseLogger;
  now?: () => Date;
}

/** Who is trying a code, from where: what guessing protection counts and logs. */
export interface AttemptContext {
  principal: string | null;
  ip: string;
  log: FastifyBaseLogger;
}
