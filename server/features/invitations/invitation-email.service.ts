import { createHash, randomBytes } from 'node:crypto';
import {
  EMAIL_INVITATION_DAYS,
  MAX_INVITED_ADDRESSES,
  SIGN_IN_LINK_DAYS,
  type InvitationRoleKind,
} from '../../../common/invitations/constants.ts';
import type { MagicEnsureUserBody, MagicEnsureUserResponse } from '../../../common/invitations/contracts.ts';
import {
  emailListProblems,
  invitationRoleKind,
  isInvitationValid,
  splitEmailList,
} from '../../../common/invitations/rules.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { chargeRateLimit, hitRateLimit, refundHits } from '../../platform/rate-limit.repo.ts';
import { generateInvitationCode } from './invitation-codes.rules.ts';
import { invitationPageUrl, signInLinkUrl, toInvitationMail } from './invitation-mail.mapper.ts';
import { toInvitationRole, toRoleInvitation } from './invitations.mapper.ts';
import { canInviteStaff, invitationReach } from './invitations.policy.ts';
import {
  deactivateByEmail,
  findInvitationInstitution,
  findInvitationRecords,
  insertInvitationsIfAbsent,
  type InvitationScope,
} from './invitations.repo.ts';
import {
  findInstitutionMembers,
  findPeopleByEmails,
  insertPeopleIfAbsent,
  insertSignInLinks,
  type InviteePerson,
} from './invitees.repo.ts';
import type {
  Db,
  InvitationInstitution,
  InvitationRow,
  InvitationsDeps,
  InvitationSubject,
  NewInvitationRow,
} from './invitations.types.ts';

const CODE_ATTEMPTS = 5;
const DAY_MS = 24 * 3600 * 1000;
/** A subject of another institution than the call names is answered as a missing one. */
const SUBJECT_NOT_FOUND = 'Subject not found';

/** A new account's principal: random, so it says nothing about the address. */
const newPrincipal = () => `u-${randomBytes(8).toString('hex')}`;
/** Until they set a name, a new account is called by the local part of its address. */
const provisionalName = (address: string) => address.slice(0, address.lastIndexOf('@')) || address;
export const hashSignInToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Only people who cannot sign in otherwise get a link that signs them in; never internal admins. */
const getsSignInLink = (person: InviteePerson | undefined): person is InviteePerson =>
  person !== undefined && person.passwordHash === null && !person.isInternalAdmin;

/** What an invitation is for, as the mail describes it. */
interface InvitationTarget {
  kind: InvitationRoleKind;
  institution: InvitationInstitution;
  subject: InvitationSubject | null;
}

/** The addresses of a magicEnsureUser call, checked one by one; all-or-nothing. */
function readAddresses(body: MagicEnsureUserBody): string[] {
  const entries = [...(body.emailAddresses ?? []), ...splitEmailList(body.text ?? '')];
  if (entries.length === 0)
    throw AppError.validation([{ field: 'emailAddresses', message: 'is-not-present' }]);
  if (entries.length > MAX_INVITED_ADDRESSES)
    throw AppError.validation([
      { field: 'emailAddresses', message: 'above-max-length', max: MAX_INVITED_ADDRESSES },
    ]);
  const problems = emailListProblems(entries);
  if (problems.length) throw AppError.validation(problems, 'Some entries are not e-mail addresses');
  return [...new Set(entries.map((entry) => entry.trim().toLowerCase()))];
}

function roleColumns(target: InvitationTarget): Partial<NewInvitationRow> {
  const subjectId = target.subject?.id ?? null;
  switch (target.kind) {
    case 'student':
      return { subjectId, studentMobId: subjectId };
    case 'instructor':
      return { subjectId, instructorSubjectId: subjectId };
    case 'creator':
      return { creatorInstitutionId: target.institution.id };
    case 'sudoadmin':
      return { sudoadminInstitutionId: target.institution.id };
  }
}

/** Inserts invitations with fresh codes, drawing again for any code that was taken. */
async function insertWithFreshCodes(tx: Db, rows: readonly Omit<NewInvitationRow, 'code'>[]) {
  const inserted: InvitationRow[] = [];
  let pending = [...rows];
  for (let attempt = 0; attempt < CODE_ATTEMPTS && pending.length > 0; attempt++) {
    const withCodes = pending.map((row) => ({ ...row, code: generateInvitationCode() }));
    const rowsIn = await insertInvitationsIfAbsent(tx, withCodes);
    const taken = new Set(rowsIn.map((r) => r.code));
    inserted.push(...rowsIn);
    pending = withCodes.filter((row) => !taken.has(row.code));
  }
  if (pending.length > 0) throw new Error('Could not generate unused invitation codes');
  return inserted;
}

export function createInvitationEmailService(
  deps: Pick<InvitationsDeps, 'db' | 'config' | 'mailer' | 'subjects' | 'roles' | 'logger' | 'now'>,
) {
  const { db, config, subjects, roles } = deps;
  const now = deps.now ?? (() => new Date());

  /** E-mail invitation calls per person per hour: nobody turns the platform into a mail cannon. */
  async function enforceMailLimit(actor: Actor) {
    const { allowed, retryAfterSeconds } = await hitRateLimit(db, {
      key: `invitation-email:person:${actor.principal}`,
      limit: config.INVITATION_EMAIL_LIMIT_PER_HOUR,
      windowSeconds: 3600,
      onError: (error) => deps.logger.error({ err: error }, 'invitation mail rate limit unavailable'),
    });
    if (!allowed)
      throw new AppError('rate-limited', 'Too many invitation mails; try again later', {
        headers: { 'retry-after': String(retryAfterSeconds) },
      });
  }

  /**
   * Charges the addresses of a call to the inviter's and the school's daily budgets, which cap
   * how many accounts invitations can make. Every address counts, with an account or without, so
   * the answer never depends on who has one.
   */
  async function chargeInvitedAddresses(actor: Actor, institutionId: number, count: number) {
    const onError = (error: unknown) =>
      deps.logger.error({ err: error }, 'invited-address budget unavailable');
    const budgets = [
      {
        key: `invited-addresses:person:${actor.principal}`,
        limit: config.INVITED_ADDRESSES_PER_PERSON_PER_DAY,
      },
      {
        key: `invited-addresses:institution:${institutionId}`,
        limit: config.INVITED_ADDRESSES_PER_SCHOOL_PER_DAY,
      },
    ];
    for (const [index, budget] of budgets.entries()) {
      const { allowed, retryAfterSeconds } = await chargeRateLimit(db, {
        ...budget,
        amount: count,
        windowSeconds: DAY_MS / 1000,
        onError,
      });
      if (allowed) continue;
      // Give back what the earlier budgets took, so a refused call costs nothing.
      for (const charged of budgets.slice(0, index)) await refundHits(db, [charged.key], { amount: count });
      throw new AppError('rate-limited', 'Too many addresses invited today; try again tomorrow', {
        headers: { 'retry-after': String(retryAfterSeconds) },
      });
    }
  }

  /** What the invitation is for, after checking the actor may invite to it. */
  async function authorizeTarget(actor: Actor, body: MagicEnsureUserBody): Promise<InvitationTarget> {
    const { role: kind, institutionId } = body;
    if (kind === 'student' || kind === 'instructor') {
      if (body.subjectId === undefined)
        throw AppError.validation([{ field: 'subjectId', message: 'is-not-present' }]);
      const found = await subjects.authorizeSubject(actor, body.subjectId, 'manageInvitations');
      if (found.subject.institutionId !== institutionId) throw AppError.notFound(SUBJECT_NOT_FOUND);
      return { kind, institution: found.institution, subject: found.subject };
    }
    const { memberRole } = await roles.membershipAt(actor, institutionId);
    if (!canInviteStaff(actor, memberRole, kind))
      throw AppError.forbidden('You may not invite people to this role at this institution');
    const institution = await findInvitationInstitution(db, institutionId);
    if (!institution) throw AppError.notFound('Institution not found');
    return { kind, institution, subject: null };
  }

  /**
   * Sign-in links (hashes stored) for those who get one, and the mails, which go out once the
   * invitations are committed. Returns the mails to send.
   */
  async function prepareMails(
    tx: Db,
    actor: Actor,
    place: Omit<InvitationTarget, 'kind'>,
    invitations: readonly {
      kind: InvitationRoleKind;
      code: string;
      emailAddress: string;
      person: InviteePerson | undefined;
    }[],
  ) {
    const links: { tokenHash: string; principal: string; redirectUrl: string; days: number }[] = [];
    const mails = invitations.map(({ kind, code, emailAddress, person }) => {
      let link = invitationPageUrl(config.PUBLIC_URL, code);
      const isSignInLink = getsSignInLink(person);
      if (isSignInLink) {
        const token = randomBytes(32).toString('base64url');
        links.push({
          tokenHash: hashSignInToken(token),
          principal: person.principal,
          redirectUrl: `/invite/${code}`,
          days: SIGN_IN_LINK_DAYS,
        });
        link = signInLinkUrl(config.PUBLIC_URL, token);
      }
      return toInvitationMail({
        to: emailAddress,
        inviterName: actor.fullName,
        kind,
        subjectName: place.subject?.namePlaintext ?? null,
        institutionName: place.institution.name,
        link,
        isSignInLink,
        code,
      });
    });
    await insertSignInLinks(tx, links);
    return mails;
  }

  /** How far the by-address calls reach for the actor: the institution's teachers and internal admins. */
  async function emailScope(actor: Actor, institutionId: number): Promise<InvitationScope> {
    const { memberRole } = await roles.membershipAt(actor, institutionId);
    const reach = invitationReach(actor, 'emailInvitations', memberRole);
    if (reach === false) throw AppError.forbidden("You may not see this institution's invitations");
    return { reach, principal: actor.principal };
  }

  return {
    /**
     * Invites each address (spec 7, magicEnsureUser): creates the account if needed (named after
     * the address until they set a name), a single-use invitation bound to the address, and a mail
     * with a one-time sign-in link, or the invitation link for someone who signs in with a password.
     */
    async magicEnsureUser(actor: Actor, body: MagicEnsureUserBody): Promise<MagicEnsureUserResponse> {
      const addresses = readAddresses(body);
      const target = await authorizeTarget(actor, body);
      await enforceMailLimit(actor);
      await chargeInvitedAddresses(actor, target.institution.id, addresses.length);
      const expiresOn = new Date(now().getTime() + EMAIL_INVITATION_DAYS * DAY_MS);
      const { invited, mails } = await db.transaction(async (tx) => {
        const known = new Set((await findPeopleByEmails(tx, addresses)).map((p) => p.email.toLowerCase()));
        await insertPeopleIfAbsent(
          tx,
          addresses
            .filter((address) => !known.has(address))
            .map((address) => ({
              principal: newPrincipal(),
              email: address,
              fullName: provisionalName(address),
            })),
        );
        const byEmail = new Map(
          (await findPeopleByEmails(tx, addresses)).map((p) => [p.email.toLowerCase(), p]),
        );
        const rows = await insertWithFreshCodes(
          tx,
          addresses.map((emailAddress) => ({
            institutionId: target.institution.id,
            emailAddress,
            isMultiUse: false,
            expiresOn,
            createdBy: actor.principal,
            ...roleColumns(target),
          })),
        );
        const codeOf = new Map(rows.map((row) => [row.emailAddress!, row.code]));
        const schoolPeople = new Set(
          await findInstitutionMembers(
            tx,
            target.institution.id,
            [...byEmail.values()].map((p) => p.principal),
          ),
        );
        const list = addresses.map((emailAddress) => ({
          kind: target.kind,
          emailAddress,
          code: codeOf.get(emailAddress)!,
          person: byEmail.get(emailAddress),
        }));
        return {
          mails: await prepareMails(tx, actor, target, list),
          invited: list.map(({ emailAddress, code, person }) => ({
            emailAddress,
            // Who has an account is told only of the school's own people.
            principal: schoolPeople.has(person!.principal) ? person!.principal : null,
            code,
          })),
        };
      });
      await deps.mailer.sendMail(...mails);
      return { invited };
    },

    /** Sends the mail again for each of the subject's still-valid e-mail invitations (or one address's). */
    async resendSubjectInvitations(
      actor: Actor,
      institutionId: number,
      subjectId: number,
      emailAddress?: string,
    ) {
      const found = await subjects.authorizeSubject(actor, subjectId, 'manageInvitations');
      if (found.subject.institutionId !== institutionId) throw AppError.notFound(SUBJECT_NOT_FOUND);
      await enforceMailLimit(actor);
      const records = (await findInvitationRecords(db, { subjectId })).filter(
        (r) =>
          isInvitationValid(r.invitation, now()) &&
          r.invitation.emailAddress !== null &&
          !r.invitation.isMultiUse &&
          (emailAddress === undefined ||
            r.invitation.emailAddress.toLowerCase() === emailAddress.toLowerCase()),
      );
      const people = new Map(
        (
          await findPeopleByEmails(
            db,
            records.map((r) => r.invitation.emailAddress!),
          )
        ).map((p) => [p.email.toLowerCase(), p]),
      );
      const mails = await db.transaction((tx) =>
        prepareMails(
          tx,
          actor,
          found,
          records.map(({ invitation }) => ({
            kind: invitationRoleKind(toInvitationRole(invitation)),
            code: invitation.code,
            emailAddress: invitation.emailAddress!,
            person: people.get(invitation.emailAddress!),
          })),
        ),
      );
      await deps.mailer.sendMail(...mails);
      return { resent: records.length };
    },

    async listByEmail(actor: Actor, institutionId: number, emailAddress: string, includeInvalid: boolean) {
      const scope = await emailScope(actor, institutionId);
      const records = (await findInvitationRecords(db, { institutionId, emailAddress, scope })).filter(
        (record) => includeInvalid || isInvitationValid(record.invitation, now()),
      );
      return { roleInvitations: records.map((record) => toRoleInvitation(record, { now: now() })) };
    },

    /** Turns them off; answers those turned off. */
    async deactivateByEmail(actor: Actor, institutionId: number, emailAddress: string) {
      const scope = await emailScope(actor, institutionId);
      const codes = new Set(await deactivateByEmail(db, { institutionId, emailAddress, scope }));
      const records = codes.size
        ? await findInvitationRecords(db, { institutionId, emailAddress, scope })
        : [];
      return {
        roleInvitations: records
          .filter((record) => codes.has(record.invitation.code))
          .map((record) => toRoleInvitation(record, { now: now() })),
      };
    },
  };
}
