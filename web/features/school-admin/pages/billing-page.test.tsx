import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InstitutionRoleName } from '../../../../common/roles/constants.ts';
import type { Billing } from '../../../../common/subscriptions/schema.ts';
import type { Institution } from '../../../../common/institutions/schema.ts';
import { anInstitutionSeenBy } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { BillingPage } from './billing-page.tsx';

const BILLING: Billing = {
  institutionId: 1,
  subscription: {
    id: 4,
    plan: 'science',
    isTrial: false,
    startsOn: '2026-01-27',
    endsOn: '2027-01-31',
    licences: 120,
  },
  isCurrent: true,
  licencesUsed: 96,
  owners: [{ principal: 'p-a', email: 'admin@demo.test', fullName: 'Ada Admin' }],
  expiresOn: '2027-01-31T13:00:00.000Z',
  isExpired: false,
  offers: [],
  history: {
    subscriptions: [
      { id: 4, plan: 'science', isTrial: false, startsOn: '2026-01-27', endsOn: '2027-01-31', licences: 120 },
    ],
    decisions: [],
  },
  canDecideOffers: false,
};

const OFFER = {
  id: 9,
  plan: 'science',
  licences: 150,
  startsOn: '2027-02-01',
  endsOn: '2028-01-31',
  priceCents: 420000,
  currency: 'AUD',
  validUntil: '2027-01-31',
};

function school(
  roles: InstitutionRoleName[],
  options: { permissions?: ('read_admins' | 'create_subject')[]; institution?: Partial<Institution> } = {},
) {
  return stubServer(({ method, path }) => {
    if (method === 'POST' && path === '/v3/institutions/batch/get') {
      const institution = anInstitutionSeenBy(
        { roles, permissions: options.permissions ?? [] },
        { locale: 'EN_AU', ...options.institution },
      );
      return { status: 200, body: { getResponses: [{ institution }] } };
    }
    if (path === '/v3/institutions/1/subscription') return { status: 200, body: BILLING };
    if (path === '/v3/institutions/1/roles')
      return {
        status: 200,
        body: {
          getResponses: [
            {
              role: {
                institutionId: 1,
                principal: 'p-a',
                roles: ['ADMIN'],
                permissions: [],
                isPending: false,
                isAccepted: true,
                pendingMemberships: [],
                isSubscriptionOwner: true,
                createdOn: '2026-01-01T00:00:00.000Z',
                acceptedOn: '2026-01-01T00:00:00.000Z',
                person: {
                  principal: 'p-a',
                  email: 'admin@demo.test',
                  fullName: 'Ada Admin',
                  isInternalAdmin: false,
                  isUserStaffAnywhere: true,
                },
              },
            },
          ],
        },
      };
    return undefined;
  });
}

const renderPage = () =>
  renderWithApp(<BillingPage />, {
    path: '/:endpoint/:institutionSlug/billing',
    url: '/app/alpha-high-1/billing',
  });

describe('BillingPage', () => {
  it('shows an admin the plan, term, licences bought and used, expiry and owners', async () => {
    school(['ADMIN'], { permissions: ['read_admins', 'create_subject'] });
    renderPage();
    const subscription = await screen.findByRole('region', { name: 'Subscription' });
    expect(within(subscription).getByText('Science')).toBeTruthy();
    expect(within(subscription).getByText('Paid')).toBeTruthy();
    expect(within(subscription).getByText('27 January 2026 to 31 January 2027')).toBeTruthy();
    expect(within(subscription).getByText('96 of 120 in use')).toBeTruthy();
    expect(
      within(subscription).getByRole('progressbar', { name: '96 of 120 student licences in use' }),
    ).toBeTruthy();
    const expiry = screen.getByRole('region', { name: 'When the subscription ends' });
    expect(within(expiry).getByText(/Nothing is deleted/)).toBeTruthy();
    // Access ends at midnight starting 1 February in Sydney: the last day is 31 January there.
    expect(within(expiry).getByText("Your school's access runs until 31 January 2027.")).toBeTruthy();
    const owners = screen.getByRole('region', { name: 'Subscription owners' });
    expect(within(owners).getByRole('link', { name: 'admin@demo.test' })).toBeTruthy();
  });

  it('shows a subscription owner who is not an admin the subscription too', async () => {
    stubServer(({ method, path }) => {
      if (method === 'POST' && path === '/v3/institutions/batch/get') {
        const base = anInstitutionSeenBy(
          { roles: ['SUBJECT_INSTRUCTOR'], permissions: [] },
          { locale: 'EN_AU' },
        );
        const institution = { ...base, role: { ...base.role!, isSubscriptionOwner: true } };
        return { status: 200, body: { getResponses: [{ institution }] } };
      }
      if (path === '/v3/institutions/1/subscription') return { status: 200, body: BILLING };
      return undefined;
    });
    renderPage();
    expect(await screen.findByText('96 of 120 in use')).toBeTruthy();
  });

  it('lets a subscription owner accept the renewal offer, priced in its currency, after confirming', async () => {
    const accepted: Billing = {
      ...BILLING,
      subscription: { ...BILLING.subscription!, id: 5, startsOn: '2027-02-01', endsOn: '2028-01-31' },
      history: {
        subscriptions: [
          {
            id: 5,
            plan: 'science',
            isTrial: false,
            startsOn: '2027-02-01',
            endsOn: '2028-01-31',
            licences: 150,
          },
          ...BILLING.history.subscriptions,
        ],
        decisions: [
          { ...OFFER, status: 'accepted', decidedOn: '2026-11-28T23:30:00.000Z', decidedBy: 'Ada Admin' },
        ],
      },
      canDecideOffers: true,
    };
    const { requests } = stubServer(({ method, path }) => {
      if (method === 'POST' && path === '/v3/institutions/batch/get') {
        const base = anInstitutionSeenBy(
          { roles: ['ADMIN'], permissions: ['read_admins'] },
          { locale: 'EN_AU' },
        );
        const institution = { ...base, role: { ...base.role!, isSubscriptionOwner: true } };
        return { status: 200, body: { getResponses: [{ institution }] } };
      }
      if (method === 'GET' && path === '/v3/institutions/1/subscription')
        return { status: 200, body: { ...BILLING, offers: [OFFER], canDecideOffers: true } };
      if (method === 'POST' && path === '/v3/institutions/1/subscription/offers/9/actions/accept')
        return { status: 200, body: accepted };
      return undefined;
    });
    const { user } = renderPage();
    const offers = await screen.findByRole('region', { name: 'Offers for your school' });
    expect(within(offers).getByRole('heading', { name: 'Science: AUD 4,200.00' })).toBeTruthy();
    await user.click(within(offers).getByRole('button', { name: 'Accept offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this offer?' });
    expect(dialog.textContent).toContain('invoiced AUD 4,200.00');
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/accept'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Accept and renew' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Offers for your school' })).toBeNull());
    const history = screen.getByRole('region', { name: 'Subscription history' });
    // Decided at 10:30 on 29 November in Sydney, though 28 November in UTC.
    expect(within(history).getByRole('rowheader', { name: '29 November 2026' })).toBeTruthy();
    expect(within(history).getByText('Accepted by Ada Admin')).toBeTruthy();
    expect(within(history).getByText('1 February 2027 to 31 January 2028')).toBeTruthy();
  });

  it('shows an admin who does not own the subscription the offer, and who decides it', async () => {
    stubServer(({ method, path }) => {
      if (method === 'POST' && path === '/v3/institutions/batch/get') {
        const institution = anInstitutionSeenBy({ roles: ['ADMIN'], permissions: ['read_admins'] });
        return { status: 200, body: { getResponses: [{ institution }] } };
      }
      if (path === '/v3/institutions/1/subscription')
        return { status: 200, body: { ...BILLING, offers: [{ ...OFFER, currency: 'USD' }] } };
      return undefined;
    });
    renderPage();
    const offers = await screen.findByRole('region', { name: 'Offers for your school' });
    expect(within(offers).getByRole('heading', { name: 'Science: USD 4,200.00' })).toBeTruthy();
    expect(within(offers).getByText(/Only the school's subscription owners/)).toBeTruthy();
    expect(within(offers).queryByRole('button', { name: 'Accept offer' })).toBeNull();
  });

  it('tells a teacher whom to ask, naming the owners, and asks for no subscription', async () => {
    const { requests } = school(['SUBJECT_CREATOR'], { permissions: ['create_subject'] });
    renderPage();
    const ask = await screen.findByRole('region', { name: 'Who to ask' });
    expect(await within(ask).findByRole('link', { name: 'admin@demo.test' })).toBeTruthy();
    expect(requests.some((r) => r.path.endsWith('/subscription'))).toBe(false);
  });

  it('tells a student to ask the school’s staff', async () => {
    school(['STUDENT']);
    renderPage();
    expect(await screen.findByText(/Ask your teacher or a school admin/)).toBeTruthy();
  });

  it('says plainly when the school has expired', async () => {
    school(['STUDENT'], { institution: { expiresOn: '2025-01-31T13:00:00.000Z', isExpired: true } });
    renderPage();
    const note = await screen.findByRole('note');
    expect(within(note).getByText("This school's access has expired")).toBeTruthy();
    expect(note.textContent).toMatch(/expired on .*2025/);
  });
});
