import { describe, expect, it, vi } from 'vitest';
import type { RoleInvitation } from '../../../common/invitations/schema.ts';
import { acceptInvitation, fetchInvitation } from './invitations.queries.ts';

const invitation: RoleInvitation = {
  code: 'k7qmx2npwsab',
  subjectId: 4,
  institutionId: 1,
  emailAddress: null,
  isMultiUse: true,
  isActive: true,
  expiresOn: null,
  redirectUrl: '/app/school-1/sci-7-4',
  role: { studentMobId: 4 },
  isExpired: false,
  isValid: true,
  createdOn: '2026-11-22T00:00:00.000Z',
};

function fakeFetch(body: unknown) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => Response.json(body));
}

describe('the invitation calls', () => {
  it('look a code up at its declared endpoint, with the related names and, when asked, invalid ones', async () => {
    const fetch = fakeFetch({
      roleInvitation: invitation,
      isVicEdInstitution: false,
      isViewerInSubject: false,
    });
    await expect(fetchInvitation('k7qm x2np', { includeInvalid: true, fetch })).resolves.toMatchObject({
      roleInvitation: { code: invitation.code },
    });
    expect(fetch.mock.calls[0]?.[0]).toBe(
      '/v3/roleInvitations/k7qm%20x2np?includeRelatedIfValid=true&includeInvalid=true',
    );
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('accept a code with the code in the path and the body', async () => {
    const fetch = fakeFetch({ roleInvitation: invitation, redirectUrl: '/', subjectId: 4, institutionId: 1 });
    await acceptInvitation(invitation.code, { fetch });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`/v3/roleInvitations/${invitation.code}/actions/accept`);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ code: invitation.code }));
  });
});
