import { describe, expect, it } from 'vitest';
import type { RoleInvitation } from '../../../common/invitations/schema.ts';
import { aRoleInvitation } from '../../test/fixtures.ts';
import { ApiError } from '../../api/api-error.ts';
import { acceptFailure, acceptRedirect, codeProblemOf, invitationView, joinLink } from './invite-code.ts';

const invitation = aRoleInvitation;
const answer = (i: RoleInvitation) => ({
  data: { roleInvitation: i, isVicEdInstitution: false, isViewerInSubject: false },
});
const codeProblem = (message: 'is-expired' | 'is-inactive' | 'below-min-length') =>
  new ApiError(400, 'validation-failed', 'No', { problems: [{ field: 'code', message }] });

describe('what the accept screen shows (spec 2.9)', () => {
  it('shows a valid invitation with its role kind', () => {
    expect(invitationView(answer(invitation()))).toMatchObject({ kind: 'valid', roleKind: 'student' });
    expect(invitationView(answer(invitation({ role: { instructorSubjectId: 4 } })))).toMatchObject({
      kind: 'valid',
      roleKind: 'instructor',
    });
  });

  it('has a page for wrong, expired and inactive codes', () => {
    expect(invitationView({ error: new ApiError(404, 'not-found', 'No') })).toEqual({
      kind: 'problem',
      problem: 'wrong',
    });
    expect(invitationView(answer(invitation({ isExpired: true, isValid: false })))).toEqual({
      kind: 'problem',
      problem: 'expired',
    });
    expect(invitationView(answer(invitation({ isActive: false, isValid: false })))).toEqual({
      kind: 'problem',
      problem: 'inactive',
    });
  });

  it('reads an invitation of no known role as a wrong code', () => {
    expect(invitationView(answer(invitation({ role: {} })))).toEqual({ kind: 'problem', problem: 'wrong' });
  });

  it('reports a look-up that could not be made, with the wait when rate-limited', () => {
    expect(
      invitationView({ error: new ApiError(429, 'rate-limited', 'Slow', { retryAfterSeconds: 120 }) }),
    ).toEqual({
      kind: 'unavailable',
      message: { key: 'invitations.errors.rateLimitedMinutes', count: 2 },
      isRateLimited: true,
    });
    expect(invitationView({ error: new ApiError(0, 'network', 'Down') })).toEqual({
      kind: 'unavailable',
      message: null,
      isRateLimited: false,
    });
  });

  it('maps the code problems of a 400 to their pages', () => {
    expect(codeProblemOf(codeProblem('is-expired'))).toBe('expired');
    expect(codeProblemOf(codeProblem('is-inactive'))).toBe('inactive');
    expect(codeProblemOf(codeProblem('below-min-length'))).toBe('wrong');
    expect(codeProblemOf(new ApiError(500, 'internal', 'x'))).toBeNull();
  });
});

describe('a failed accept', () => {
  it('takes someone already in the subject to it (is-excluded on principal)', () => {
    const error = new ApiError(400, 'validation-failed', 'In', {
      problems: [{ field: 'principal', message: 'is-excluded' }],
    });
    expect(acceptFailure(error, invitation(), 'app')).toEqual({
      kind: 'navigate',
      path: '/app/institution-1/subject-4',
    });
  });

  it('shows the code page when the code stopped working meanwhile', () => {
    expect(acceptFailure(codeProblem('is-inactive'), invitation(), 'app')).toEqual({
      kind: 'problem',
      problem: 'inactive',
    });
  });

  it('shows error-fetch-subject for anything else', () => {
    expect(acceptFailure(new ApiError(500, 'internal', 'x'), invitation(), 'app')).toEqual({
      kind: 'message',
      message: { key: 'invitations.errors.error-fetch-subject' },
    });
  });
});

describe('links', () => {
  it('goes only to paths of this site after accepting', () => {
    expect(acceptRedirect('/app/riverbank-high-1/sci-7-4')).toBe('/app/riverbank-high-1/sci-7-4');
    expect(acceptRedirect('https://elsewhere.example/')).toBe('/');
    expect(acceptRedirect('//elsewhere.example/')).toBe('/');
  });

  it('builds the join link that works signed in and out', () => {
    expect(joinLink('https://school.example/', 'year7sc2jump')).toBe(
      'https://school.example/invite/year7sc2jump',
    );
  });
});
