import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { doc, everyNodeDocument, paragraph } from '../../../../common/rich-text/rich-text.fixtures.ts';
import { VIDEO_FRAME_ORIGINS } from '../../../../common/rich-text/video.ts';
import { XSS_CORPUS } from '../../../../common/rich-text/xss-corpus.fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { RichTextView } from './rich-text-view.tsx';

/** Everything in a rendered document that could run code or load something unexpected. */
function executableParts(container: HTMLElement): string[] {
  const found: string[] = [];
  const root = container.querySelector('[data-rich-text-view]');
  if (!root) return found;
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'object', 'embed', 'style', 'link', 'meta', 'base', 'form', 'svg'].includes(tag))
      found.push(tag);
    // KaTeX writes inline style for its layout; nothing else in a document may.
    const insideFormula = element.closest('.rich-text-formula') !== null;
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (name === 'style' && !insideFormula) found.push(`${tag}[style]`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name)) {
        const url = new URL(value, 'https://school.example/');
        const isOwn = url.origin === 'https://school.example' && value.startsWith('/v3/uploads/');
        const isVideo = tag === 'iframe' && VIDEO_FRAME_ORIGINS.includes(url.origin);
        const isLink = tag === 'a' && ['http:', 'https:', 'mailto:'].includes(url.protocol);
        if (!isOwn && !isVideo && !isLink) found.push(`${tag}[${name}=${value}]`);
      }
    }
    if (tag === 'iframe' && !element.getAttribute('sandbox')) found.push('iframe without sandbox');
  }
  return found;
}

describe('RichTextView', () => {
  it('shows every node of the schema as plain elements', async () => {
    const { container } = renderWithApp(<RichTextView doc={everyNodeDocument} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'States of matter' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'read more' }).getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('img', { name: 'Ice melting' }).getAttribute('src')).toBe(
      '/v3/uploads/12/content',
    );
    expect(screen.getByTitle('Melting ice').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(executableParts(container)).toEqual([]);
  });

  it("starts the document's headings at the level the page leaves for it, skipping none", async () => {
    const heading = (level: number, text: string) => ({
      type: 'heading',
      attrs: { level },
      content: [{ type: 'text', text }],
    });
    renderWithApp(
      <RichTextView
        doc={doc(heading(2, 'Pushes and pulls'), heading(4, 'Friction'), heading(2, 'Net force'))}
        topHeadingLevel={3}
      />,
    );
    const outline = (await screen.findAllByRole('heading')).map((h) => [h.tagName, h.textContent]);
    expect(outline).toEqual([
      ['H3', 'Pushes and pulls'],
      ['H4', 'Friction'],
      ['H3', 'Net force'],
    ]);
  });

  it('renders an equation with KaTeX from its LaTeX', async () => {
    const { container } = renderWithApp(
      <RichTextView doc={doc({ type: 'blockMath', attrs: { latex: '\\frac{1}{2}' } })} />,
    );
    await screen.findByText((_, element) => element?.classList.contains('katex-display') ?? false);
    expect(container.querySelector('annotation')?.textContent).toBe('\\frac{1}{2}');
  });

  it('does not run KaTeX commands that would add links or HTML', async () => {
    const { container } = renderWithApp(
      <RichTextView
        doc={doc({
          type: 'blockMath',
          attrs: { latex: '\\href{javascript:alert(1)}{x}\\htmlClass{a}{b}\\url{javascript:x}' },
        })}
      />,
    );
    await screen.findByText((_, element) => element?.classList.contains('katex-display') ?? false);
    expect(container.querySelector('a')).toBeNull();
    expect(executableParts(container)).toEqual([]);
  });

  it.each(XSS_CORPUS)('shows nothing executable for %s, even if it were stored', async (_, value) => {
    const { container } = renderWithApp(<RichTextView doc={value as never} />);
    await waitFor(() => expect(container.querySelector('[data-rich-text-view]')).not.toBeNull());
    expect(executableParts(container)).toEqual([]);
  });

  it('plays a school provider’s video only with that school’s configuration', async () => {
    const video = doc({ type: 'video', attrs: { provider: 'clickview', videoId: 'abc', title: 'Cells' } });
    renderWithApp(<RichTextView doc={video} />);
    expect(await screen.findByText("This video can't be played here.")).toBeTruthy();
  });

  it('shows text as text, never as HTML', async () => {
    const { container } = renderWithApp(
      <RichTextView doc={doc(paragraph('<img src=x onerror=alert(1)>'))} />,
    );
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });
});
