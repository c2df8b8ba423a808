import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RichTextDocument } from '../../../../common/rich-text/schema.ts';
import { zRichTextDocument } from '../../../../common/rich-text/schema.ts';
import { doc, paragraph } from '../../../../common/rich-text/rich-text.fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

// ProseMirror scrolls the selection into view by measuring it; jsdom has no layout to measure.
beforeAll(() => {
  const noRects = {
    configurable: true,
    value: () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }),
  };
  const emptyRect = { configurable: true, value: () => new DOMRect() };
  Object.defineProperty(Range.prototype, 'getClientRects', noRects);
  Object.defineProperty(Range.prototype, 'getBoundingClientRect', emptyRect);
  Object.defineProperty(Text.prototype, 'getClientRects', noRects);
});

function renderEditor(value: RichTextDocument = doc(paragraph('Water boils'))) {
  const onChange = vi.fn<(doc: RichTextDocument) => void>();
  const rendered = renderWithApp(
    <RichTextEditor
      value={value}
      onChange={onChange}
      label="Lesson text"
      uploadImage={() => Promise.resolve({ uploadId: 7 })}
    />,
  );
  return { ...rendered, onChange };
}

describe('RichTextEditor', () => {
  it('shows a placeholder in an empty document without putting it in the document', async () => {
    const onChange = vi.fn<(doc: RichTextDocument) => void>();
    renderWithApp(
      <RichTextEditor
        value={{ type: 'doc', content: [{ type: 'paragraph' }] }}
        onChange={onChange}
        label="Question 1 text"
        placeholder="Write the question here."
      />,
    );
    const box = await screen.findByRole('textbox', { name: 'Question 1 text' });
    await waitFor(() =>
      expect(box.querySelector('[data-placeholder]')?.getAttribute('data-placeholder')).toBe(
        'Write the question here.',
      ),
    );
    expect(box.textContent).toBe('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('has a labelled text area and a labelled toolbar whose every button has a name', async () => {
    renderEditor();
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    expect(screen.getByRole('textbox', { name: 'Lesson text' })).toBeTruthy();
    const buttons = [...toolbar.querySelectorAll('button')];
    expect(buttons.length).toBeGreaterThan(15);
    for (const button of buttons) expect(button.getAttribute('aria-label')).toBeTruthy();
    for (const name of [
      'Bold',
      'Heading',
      'Bulleted list',
      'Link',
      'Insert table',
      'Insert image',
      'Insert equation',
      'Embed video',
    ])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('is one tab stop: arrow keys, Home and End move between its buttons', async () => {
    const { user } = renderEditor();
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    await waitFor(() => expect(toolbar.querySelectorAll('button[tabindex="0"]')).toHaveLength(1));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bold' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Italic' }));
    // Buttons that do nothing here (Undo, the table's row and column buttons) are skipped.
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Embed video' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bold' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Embed video' }));
    await waitFor(() => expect(toolbar.querySelectorAll('button[tabindex="0"]')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Embed video' }).tabIndex).toBe(0);
  });

  it('inserts a table from the keyboard, and the document it sends passes the server’s contract', async () => {
    const { user, onChange } = renderEditor();
    await screen.findByRole('toolbar', { name: 'Formatting' });
    await user.tab();
    await user.keyboard('{Home}');
    while (document.activeElement?.getAttribute('aria-label') !== 'Insert table')
      await user.keyboard('{ArrowRight}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const sent = onChange.mock.lastCall![0];
    expect(sent.content?.some((node) => node.type === 'table')).toBe(true);
    expect(zRichTextDocument.safeParse(sent).success).toBe(true);
  });

  it('embeds a video from an allowed link, and refuses others', async () => {
    const { user, onChange } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Embed video' }));
    const url = await screen.findByRole('textbox', { name: /Video link/ });
    await user.type(url, 'https://evil.example/v/1');
    await user.click(screen.getByRole('button', { name: 'Embed' }));
    expect(await screen.findByText("This isn't a link to a video that can be embedded.")).toBeTruthy();
    await user.clear(url);
    await user.type(url, 'https://youtu.be/dQw4w9WgXcQ');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Melting ice');
    await user.click(screen.getByRole('button', { name: 'Embed' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const sent = onChange.mock.lastCall![0];
    expect(sent.content).toContainEqual({
      type: 'video',
      attrs: { provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Melting ice' },
    });
    expect(zRichTextDocument.safeParse(sent).success).toBe(true);
  });
});
