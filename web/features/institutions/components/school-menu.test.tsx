import { Menu } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Institution } from '../../../../common/institutions/schema.ts';
import { anInstitutionSeenBy } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { AppHeader } from '../../../ui/app-header.tsx';
import { useSchoolMenu } from '../../../ui/school-menu-store.ts';
import { InstitutionRoute } from './institution-route.tsx';

/** The header as the signed-in layout renders it, beside a school's page. */
function HeaderAndSchoolPage() {
  const school = useSchoolMenu();
  return (
    <>
      <AppHeader
        account={{
          fullName: 'Ada Admin',
          email: 'ada@alpha.test',
          actions: <Menu.Item>Sign out</Menu.Item>,
          school,
        }}
      />
      <InstitutionRoute pageTitle={(institution) => institution.name}>
        {({ institution }) => <h1>{institution.name}</h1>}
      </InstitutionRoute>
    </>
  );
}

function serve(institution: Institution) {
  stubServer((request) =>
    request.method === 'POST' && request.path === '/v3/institutions/batch/get'
      ? { status: 200, body: { getResponses: [{ institution }] } }
      : undefined,
  );
}

async function openMenu() {
  const view = renderWithApp(<HeaderAndSchoolPage />, {
    path: '/:endpoint/:institutionSlug',
    url: '/app/alpha-high-1',
  });
  await screen.findByRole('heading', { level: 1, name: 'Alpha High' });
  await view.user.click(screen.getByRole('button', { name: /Ada Admin/ }));
  return screen.findAllByRole('menuitem');
}

describe("the header's school menu", () => {
  it("lists the school's Staff, Students, Usage, Billing and Settings pages for its admins", async () => {
    serve(anInstitutionSeenBy({ roles: ['ADMIN'], permissions: ['read_admins', 'create_subject'] }));
    const items = await openMenu();
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Staff', '/app/alpha-high-1/admin/staff'],
      ['Students', '/app/alpha-high-1/admin/students'],
      ['Usage', '/app/institutions/1/admin/usage'],
      ['Billing', '/app/alpha-high-1/billing'],
      ['Settings', '/app/alpha-high-1/admin/settings'],
      ['Sign out', null],
    ]);
    expect(screen.getAllByText('Alpha High')).toHaveLength(2);
  });

  it('offers a subscription owner who teaches Billing alone', async () => {
    const owner = anInstitutionSeenBy({ roles: ['SUBJECT_INSTRUCTOR'], permissions: [] });
    serve({ ...owner, role: { ...owner.role!, isSubscriptionOwner: true } });
    const items = await openMenu();
    expect(items.map((item) => item.textContent)).toEqual(['Billing', 'Sign out']);
  });

  it('offers a student no school pages', async () => {
    serve(anInstitutionSeenBy({ roles: ['STUDENT'], permissions: [] }));
    const items = await openMenu();
    expect(items.map((item) => item.textContent)).toEqual(['Sign out']);
  });
});
