import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { FocusKeeper } from './focus-keeper.tsx';

function ListPage() {
  const [items, setItems] = useState(['Year 7 Science', 'Year 8 Science']);
  return (
    <main>
      <h1>Subjects</h1>
      <ul>
        {items.map((item) => (
          <li key={item}>
            {item}
            <button onClick={() => setItems((all) => all.filter((i) => i !== item))}>Delete {item}</button>
          </li>
        ))}
      </ul>
      <Link to="/archive">Archive</Link>
    </main>
  );
}

function ArchivePage() {
  return (
    <main>
      <h1>Archived subjects</h1>
    </main>
  );
}

/** Both pages under one lasting keeper, as under the app's root route. */
function Site() {
  const { pathname } = useLocation();
  return (
    <>
      <FocusKeeper />
      {pathname === '/archive' ? <ArchivePage /> : <ListPage />}
    </>
  );
}

const renderPages = () => renderWithApp(<Site />, { path: '/*', url: '/' });

describe('FocusKeeper', () => {
  it("moves focus to the new page's heading after a page change", async () => {
    const { user } = renderPages();
    await user.click(screen.getByRole('link', { name: 'Archive' }));
    const heading = await screen.findByRole('heading', { name: 'Archived subjects' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it("puts focus on the page's heading when the focused element is deleted, not on <body>", async () => {
    const { user } = renderPages();
    await user.click(screen.getByRole('button', { name: 'Delete Year 7 Science' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Subjects' })),
    );
    // From the heading, Tab goes on into the list rather than back to the top of the page.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Year 8 Science' }));
  });
});
