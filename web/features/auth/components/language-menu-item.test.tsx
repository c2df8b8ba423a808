import { Menu } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../../common/auth/schema.ts';
import { aSession } from '../../../test/fixtures.ts';
import { stubServer, type Answer } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { sessionQueryKey } from '../auth-keys.ts';
import { LanguageMenuItem } from './language-menu-item.tsx';

const session = aSession();

/** The item in an open account menu, for a signed-in person; the server answers `save`. */
function renderMenu(save: Answer) {
  const server = stubServer((request) =>
    request.method === 'PUT' && request.path === '/v3/auth/me/preferredLanguage' ? save : undefined,
  );
  const rendered = renderWithApp(
    <Menu opened>
      <Menu.Dropdown>
        <LanguageMenuItem />
      </Menu.Dropdown>
    </Menu>,
  );
  rendered.queryClient.setQueryData(sessionQueryKey, session);
  return { ...rendered, ...server };
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('LanguageMenuItem', () => {
  it('offers both languages under a Language group, marking the one shown', async () => {
    renderMenu({ status: 204 });
    const group = await screen.findByRole('group', { name: 'Language' });
    expect(group.textContent).toContain('English (Australia)');
    expect(item('English (Australia)').getAttribute('aria-current')).toBe('true');
    expect(item('English (United States)').getAttribute('aria-current')).toBeNull();
    expect(item('English (United States)').getAttribute('lang')).toBe('en-US');
  });

  it('changes the interface at once and saves the choice', async () => {
    const { user, requests, queryClient } = renderMenu({ status: 204 });
    await user.click(await screen.findByRole('menuitem', { name: 'English (United States)' }));

    expect(i18next.language).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    await waitFor(() =>
      expect(queryClient.getQueryData<SessionInfo>(sessionQueryKey)?.person.preferredLanguage).toBe('en-US'),
    );
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['PUT', '/v3/auth/me/preferredLanguage', { preferredLanguage: 'en-US' }],
    ]);
  });

  it('sends nothing for the language already shown', async () => {
    const { user, requests } = renderMenu({ status: 204 });
    await user.click(await screen.findByRole('menuitem', { name: 'English (Australia)' }));
    expect(i18next.language).toBe('en-AU');
    expect(requests).toEqual([]);
  });

  it('goes back to the language shown before, and says so, when saving fails', async () => {
    const { user, queryClient } = renderMenu({
      status: 500,
      body: { code: 'internal', message: 'Something broke' },
    });
    await user.click(await screen.findByRole('menuitem', { name: 'English (United States)' }));

    expect(await screen.findByText("Couldn't save your language")).toBeTruthy();
    expect(i18next.language).toBe('en-AU');
    expect(document.documentElement.lang).toBe('en-AU');
    expect(queryClient.getQueryData<SessionInfo>(sessionQueryKey)?.person.preferredLanguage).toBeNull();
  });
});
