import type { FastifyBaseLogger } from 'fastify';
import type { RoleLike } from '../../../common/roles/rules.ts';
import type { SubjectRoleName } from '../../../common/subjects/schema.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { institutions, roleInvitations, subjects } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { SessionStore } from '../../platform/auth/session-actor.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

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

/** A subject as one person sees it: their role in it and at its institution. */
export interface SubjectForViewer {
  subject: InvitationSubject;
  institution: InvitationInstitution;
  viewerRole: SubjectRoleName | null;
  viewerInstitutionRole: RoleLike | null;
}

/**
 * What invitations need of the subjects feature (its service, built in composition.ts): a subject
 * the actor may manage the invitations of, or the 404 (may not see it) or 403 (may see it, not
 * manage it) the subject's policy answers.
 */
export interface SubjectAccess {
  authorizeSubject(actor: Actor, subjectId: number, action: 'manageInvitations'): Promise<SubjectForViewer>;
}

/**
 * What invitations need of the institutions feature: the actor's role at an institution (null:
 * none) and the institution, or the 404 anyone who may not see the institution gets.
 */
export interface InstitutionAccess {
  findVisibleOne(
    actor: Actor,
    institutionId: number,
  ): Promise<{ institution: InvitationInstitution; memberRole: RoleLike | null }>;
}

/** What the invitation services use, passed in by the composition root. */
export interface InvitationsDeps {
  db: Db;
  config: Pick<
    Config,
    | 'PUBLIC_URL'
    | 'SESSION_ABSOLUTE_HOURS'
    | 'INVITATION_LIMIT_PER_PERSON'
    | 'INVITATION_LIMIT_PER_IP'
    | 'INVITATION_LIMIT_WINDOW_MINUTES'
    | 'INVITATION_EMAIL_LIMIT_PER_HOUR'
  >;
  events: EventBus;
  mailer: Pick<Mailer, 'sendMail'>;
  /** Ends the session a browser had when a sign-in link opens a new one. */
  sessions: Pick<SessionStore, 'end'>;
  subjects: SubjectAccess;
  institutions: InstitutionAccess;
  logger: FastifyBaseLogger;
  now?: () => Date;
}

/** Who is trying a code, from where: what guessing protection counts and logs. */
export interface AttemptContext {
  principal: string | null;
  ip: string;
  log: FastifyBaseLogger;
}
