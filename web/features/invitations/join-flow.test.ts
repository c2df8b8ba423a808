import { describe, expect, it, vi } from 'vitest';
import { aRoleInvitation } from '../../test/fixtures.ts';
import type { RoleInvitation } from '../../../common/invitations/schema.ts';
import type { SubjectDetails } from '../../../common/subjects/schema.ts';
import { ApiError } from '../../api/api-error.ts';
import {
  fetchSubjectWithRetries,
  joinDestination,
  joinFailureMessage,
  runJoin,
  type JoinDeps,
} from './join-flow.ts';

const invitation = (overrides: Partial<RoleInvitation> = {}) =>
  aRoleInvitation({ subject: undefined, institution: undefined, ...overrides });

function subject(overrides: Partial<SubjectDetails> = {}): SubjectDetails {
  return {
    id: 4,
    institutionId: 1,
    name: 'Year 7 Science',
    namePlaintext: 'Year 7 Science',
    code: 'SCI-7',
    endpoint: 'app',
    isArchived: false,
    state: 'ready',
    subjectUrl: '/app/riverbank-high-1/sci-7-4',
    showSubjectCode: true,
    createdOn: '2026-01-01T00:00:00.000Z',
    deletedOn: null,
    permissions: { update: false },
    instructors: [],
    studentCount: 1,
    institutionName: 'Riverbank High School',
    institutionCode: 'riverbank-high',
    ...overrides,
  };
}

const notFound = () => new ApiError(404, 'not-found', 'Invitation not found');
const onCode = (message: 'is-expired' | 'is-inactive') =>
  new ApiError(400, 'validation-failed', 'No', { problems: [{ field: 'code', message }] });
const alreadyIn = () =>
  new ApiError(400, 'validation-failed', 'In', {
    problems: [{ field: 'principal', message: 'is-excluded' }],
  });

function deps(overrides: Partial<JoinDeps> = {}): JoinDeps {
  return {
    fetchInvitation: vi.fn(async () => ({
      roleInvitation: invitation(),
      isVicEdInstitution: false,
      isViewerInSubject: false,
    })),
    acceptInvitation: vi.fn(async () => ({
      roleInvitation: invitation(),
      redirectUrl: '/app/riverbank-high-1/sci-7-4',
      subjectId: 4,
      institutionId: 1,
    })),
    fetchSubject: vi.fn(async () => subject()),
    isListed: () => false,
    sleep: vi.fn(async () => {}),
    ...overrides,
  };
}

describe('the join flow (spec 2.6)', () => {
  it('normalises the code, accepts it and loads the subject', async () => {
    const d = deps();
    const result = await runJoin(' year-7SC2 jump ', d);
    expect(d.fetchInvitation).toHaveBeenCalledWith('year7sc2jump');
    expect(d.acceptInvitation).toHaveBeenCalledWith('year7sc2jump');
    expect(result).toMatchObject({
      kind: 'loaded',
      code: 'year7sc2jump',
      subject: { id: 4 },
      wasMember: false,
    });
  });

  it('checks the code on the client before asking the server', async () => {
    const d = deps();
    expect(await runJoin('  ', d)).toMatchObject({
      kind: 'failed',
      isInputProblem: true,
      message: { key: 'invitations.errors.is-not-present' },
    });
    expect(await runJoin('ab-c', d)).toMatchObject({
      message: { key: 'invitations.errors.below-min-length', min: 6 },
    });
    expect(d.fetchInvitation).not.toHaveBeenCalled();
  });

  it('reads a code that is not found as invalid, and does not accept it', async () => {
    const d = deps({ fetchInvitation: vi.fn(async () => Promise.reject(notFound())) });
    expect(await runJoin('wrongcode', d)).toMatchObject({
      kind: 'failed',
      isInputProblem: false,
      message: { key: 'invitations.errors.invitation-code-invalid' },
    });
    expect(d.acceptInvitation).not.toHaveBeenCalled();
  });

  it('reads an invitation without a subject as invalid', async () => {
    const d = deps({
      fetchInvitation: vi.fn(async () => ({
        roleInvitation: invitation({ subjectId: null, role: { creatorInstitutionId: 1 } }),
        isVicEdInstitution: false,
        isViewerInSubject: false,
      })),
    });
    expect(await runJoin('staffcode1', d)).toMatchObject({
      message: { key: 'invitations.errors.invitation-code-invalid' },
    });
    expect(d.acceptInvitation).not.toHaveBeenCalled();
  });

  it.each(['is-expired', 'is-inactive'] as const)('reads %s on code as an expired code', async (problem) => {
    const d = deps({ fetchInvitation: vi.fn(async () => Promise.reject(onCode(problem))) });
    expect(await runJoin('oldcode1', d)).toMatchObject({
      message: { key: 'invitations.errors.invitation-code-expired' },
    });
  });

  it('says how long to wait when there were too many attempts', async () => {
    const limited = new ApiError(429, 'rate-limited', 'Slow down', { retryAfterSeconds: 300 });
    const d = deps({ fetchInvitation: vi.fn(async () => Promise.reject(limited)) });
    expect(await runJoin('somecode', d)).toMatchObject({
      message: { key: 'invitations.errors.rateLimitedMinutes', count: 5 },
    });
  });

  it('reads any other accept failure as error-fetch-subject', async () => {
    const d = deps({
      acceptInvitation: vi.fn(async () => Promise.reject(new ApiError(500, 'internal', 'Broke'))),
    });
    expect(await runJoin('year7sc2jump', d)).toMatchObject({
      message: { key: 'invitations.errors.error-fetch-subject' },
    });
  });

  it('takes someone already in a listed subject straight to it, without loading it', async () => {
    const d = deps({
      acceptInvitation: vi.fn(async () => Promise.reject(alreadyIn())),
      isListed: (id) => id === 4,
    });
    expect(await runJoin('year7sc2jump', d)).toEqual({ kind: 'listed', code: 'year7sc2jump', subjectId: 4 });
    expect(d.fetchSubject).not.toHaveBeenCalled();
  });

  it('loads a subject someone is already in when it is not on the list, saying they were', async () => {
    const d = deps({ acceptInvitation: vi.fn(async () => Promise.reject(alreadyIn())) });
    expect(await runJoin('year7sc2jump', d)).toMatchObject({
      kind: 'loaded',
      subject: { id: 4 },
      wasMember: true,
    });
  });

  it('fails with error-fetch-subject when the subject never becomes readable', async () => {
    const d = deps({ fetchSubject: vi.fn(async () => Promise.reject(new ApiError(403, 'forbidden', 'No'))) });
    expect(await runJoin('year7sc2jump', d)).toMatchObject({
      kind: 'failed',
      message: { key: 'invitations.errors.error-fetch-subject' },
    });
    expect(d.fetchSubject).toHaveBeenCalledTimes(15);
  });
});

describe('loading a subject just joined', () => {
  it('tries again on permission denied, 1000 ms apart, until it can be read', async () => {
    const fetchSubject = vi
      .fn<(id: number) => Promise<SubjectDetails>>()
      .mockRejectedValueOnce(new ApiError(403, 'forbidden', 'No'))
      .mockRejectedValueOnce(new ApiError(404, 'not-found', 'No'))
      .mockResolvedValue(subject());
    const sleep = vi.fn(async () => {});
    await expect(fetchSubjectWithRetries(fetchSubject, 4, { sleep })).resolves.toMatchObject({ id: 4 });
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(1000);
  });

  it('gives up after 14 retries', async () => {
    const denied = new ApiError(403, 'forbidden', 'No');
    const fetchSubject = vi.fn(async () => Promise.reject(denied));
    const sleep = vi.fn(async () => {});
    await expect(fetchSubjectWithRetries(fetchSubject, 4, { sleep })).rejects.toBe(denied);
    expect(fetchSubject).toHaveBeenCalledTimes(15);
    expect(sleep).toHaveBeenCalledTimes(14);
  });

  it('does not try again on other errors', async () => {
    const broken = new ApiError(500, 'internal', 'Broke');
    const fetchSubject = vi.fn(async () => Promise.reject(broken));
    await expect(fetchSubjectWithRetries(fetchSubject, 4, { sleep: vi.fn() })).rejects.toBe(broken);
    expect(fetchSubject).toHaveBeenCalledTimes(1);
  });
});

describe('where a joined subject leads', () => {
  it('opens a subject of this institution', () => {
    expect(
      joinDestination({ subject: subject(), wasMember: false }, { institutionId: 1, endpoint: 'app' }),
    ).toEqual({
      kind: 'here',
      path: '/app/riverbank-high-1/sci-7-4',
    });
  });

  it("shows the dialog for another institution's subject, confirming to its canonical URL", () => {
    const other = subject({
      id: 9,
      institutionId: 2,
      code: 'ESS-9',
      namePlaintext: 'Year 9 Earth Science',
      institutionName: 'Hillside College',
      institutionCode: 'hillside',
    });
    expect(
      joinDestination({ subject: other, wasMember: true }, { institutionId: 1, endpoint: 'app' }),
    ).toEqual({
      kind: 'elsewhere',
      path: '/app/hillside-2/ess-9-9',
      subjectName: 'Year 9 Earth Science',
      institutionName: 'Hillside College',
      wasMember: true,
    });
  });
});

describe('join failure messages', () => {
  it('reads a network failure and a non-API error as error-fetch-subject', () => {
    expect(joinFailureMessage(new ApiError(0, 'network', 'Down'))).toEqual({
      key: 'invitations.errors.error-fetch-subject',
    });
    expect(joinFailureMessage(new Error('x'))).toEqual({ key: 'invitations.errors.error-fetch-subject' });
  });

  it('says to wait without a number when the server gives no Retry-After', () => {
    expect(joinFailureMessage(new ApiError(429, 'rate-limited', 'Slow'))).toEqual({
      key: 'invitations.errors.rateLimitedLater',
    });
    expect(joinFailureMessage(new ApiError(429, 'rate-limited', 'Slow', { retryAfterSeconds: 30 }))).toEqual({
      key: 'invitations.errors.rateLimitedSeconds',
      count: 30,
    });
  });
});
