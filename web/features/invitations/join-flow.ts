import type { AcceptInvitationResponse } from '../../../common/invitations/contracts.ts';
import { SUBJECT_FETCH_RETRIES, SUBJECT_FETCH_RETRY_MS } from '../../../common/invitations/constants.ts';
import {
  joinErrorKey,
  normaliseInvitationCode,
  validateInvitationCode,
} from '../../../common/invitations/rules.ts';
import type { RoleInvitationResponse } from '../../../common/invitations/schema.ts';
import type { SubjectDetails } from '../../../common/subjects/schema.ts';
import { isApiError } from '../../api/api-error.ts';
import { canonicalSubjectPath } from '../subjects/subject-route.ts';
import { codeProblemMessage, rateLimitMessage, type InvitationMessage } from './invitation-messages.ts';

/** What the join flow needs from the outside world; injected so the rules can be tested alone. */
export interface JoinDeps {
  fetchInvitation: (code: string) => Promise<RoleInvitationResponse>;
  acceptInvitation: (code: string) => Promise<AcceptInvitationResponse>;
  fetchSubject: (subjectId: number) => Promise<SubjectDetails>;
  /** Whether the subject is already on the page's list (then no need to load it). */
  isListed: (subjectId: number) => boolean;
  sleep?: (ms: number) => Promise<void>;
}

export type JoinResult =
  /** The code is wrong, expired or turned off, could not be checked, or was refused: say why. */
  | { kind: 'failed'; code: string; message: InvitationMessage; isInputProblem: boolean }
  /** Already in a subject on the list: go there. */
  | { kind: 'listed'; code: string; subjectId: number }
  /** Joined (or, `wasMember`, already in) a subject not on the list, loaded: add it or show the dialog. */
  | { kind: 'loaded'; code: string; subject: SubjectDetails; wasMember: boolean };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Permission denied: the subject's new membership may not be visible yet. */
const isPermissionDenied = (error: unknown) => isApiError(error) && [403, 404].includes(error.status);

/**
 * Loads a subject just joined. Permission denied (403, 404) is tried again up to 14 times, 1000 ms
 * apart (spec 2.6, 9), as the new membership may take a moment to be visible; then it fails.
 * Anything else fails at once.
 */
export async function fetchSubjectWithRetries(
  fetchSubject: (subjectId: number) => Promise<SubjectDetails>,
  subjectId: number,
  options: { retries?: number; delayMs?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<SubjectDetails> {
  const { retries = SUBJECT_FETCH_RETRIES, delayMs = SUBJECT_FETCH_RETRY_MS, sleep = wait } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchSubject(subjectId);
    } catch (error) {
      if (attempt >= retries || !isPermissionDenied(error)) throw error;
      await sleep(delayMs);
    }
  }
}

/** The join form's message for a failed look-up or accept (spec 5, 8), or too many attempts. */
export function joinFailureMessage(error: unknown): InvitationMessage {
  if (isApiError(error) && (error.status === 429 || error.code === 'rate-limited'))
    return rateLimitMessage(error.retryAfterSeconds);
  if (!isApiError(error) || error.status === 0) return { key: 'invitations.errors.error-fetch-subject' };
  return { key: `invitations.errors.${joinErrorKey({ status: error.status, problems: error.problems })}` };
}

const isAlreadyInSubject = (error: unknown) =>
  isApiError(error) && error.problems.some((p) => p.field === 'principal' && p.message === 'is-excluded');

/**
 * The join flow of spec 2.6: normalise and validate the code, fetch the invitation (one without a
 * subject is 'invalid'), accept it, then load the subject (with retries). Someone already in the
 * subject (is-excluded on principal) is taken to it: straight away if it is on the list.
 */
export async function runJoin(input: string, deps: JoinDeps): Promise<JoinResult> {
  const code = normaliseInvitationCode(input);
  const problem = validateInvitationCode(code);
  if (problem) return { kind: 'failed', code, message: codeProblemMessage(problem), isInputProblem: true };

  const fail = (error: unknown): JoinResult => ({
    kind: 'failed',
    code,
    message: joinFailureMessage(error),
    isInputProblem: false,
  });

  let subjectId: number;
  let wasMember = false;
  try {
    const { roleInvitation } = await deps.fetchInvitation(code);
    if (roleInvitation.subjectId === null)
      return {
        kind: 'failed',
        code,
        message: { key: 'invitations.errors.invitation-code-invalid' },
        isInputProblem: false,
      };
    subjectId = roleInvitation.subjectId;
  } catch (error) {
    return fail(error);
  }

  try {
    const accepted = await deps.acceptInvitation(code);
    subjectId = accepted.subjectId ?? subjectId;
  } catch (error) {
    if (!isAlreadyInSubject(error)) return fail(error);
    if (deps.isListed(subjectId)) return { kind: 'listed', code, subjectId };
    wasMember = true;
  }

  try {
    const subject = await fetchSubjectWithRetries(deps.fetchSubject, subjectId, { sleep: deps.sleep });
    return { kind: 'loaded', code, subject, wasMember };
  } catch {
    return {
      kind: 'failed',
      code,
      message: { key: 'invitations.errors.error-fetch-subject' },
      isInputProblem: false,
    };
  }
}

export type JoinDestination =
  /** In the institution whose page this is: add it to the list if missing and go there. */
  | { kind: 'here'; path: string }
  /** In another institution: the 'joined another institution' dialog (spec 2.7), then there. */
  | { kind: 'elsewhere'; path: string; subjectName: string; institutionName: string; wasMember: boolean };

/**
 * Where a loaded subject leads from the institution subjects page: `/{endpoint}/{institutionCode}-
 * {institutionId}/{subjectCode}-{subjectId}` either way, directly or through the dialog.
 */
export function joinDestination(
  joined: { subject: SubjectDetails; wasMember: boolean },
  page: { institutionId: number; endpoint: string },
): JoinDestination {
  const { subject, wasMember } = joined;
  const path = canonicalSubjectPath(page.endpoint, subject);
  if (subject.institutionId === page.institutionId) return { kind: 'here', path };
  return {
    kind: 'elsewhere',
    path,
    subjectName: subject.namePlaintext,
    institutionName: subject.institutionName,
    wasMember,
  };
}
