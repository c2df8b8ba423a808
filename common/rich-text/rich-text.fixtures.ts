import type { RichTextDocument, RichTextNode } from './schema.ts';

export const paragraph = (text: string, marks?: RichTextNode['marks']): RichTextNode => ({
  type: 'paragraph',
  content: [{ type: 'text', text, ...(marks ? { marks } : {}) }],
});
export const doc = (...content: RichTextNode[]): RichTextDocument => ({ type: 'doc', content });

/** A document using every node and mark of the schema: what a full lesson text may hold. */
export const everyNodeDocument: RichTextDocument = doc(
  { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'States of matter' }] },
  {
    type: 'paragraph',
    content: [
      { type: 'text', text: 'Water ', marks: [{ type: 'bold' }] },
      { type: 'text', text: 'boils', marks: [{ type: 'italic' }, { type: 'underline' }] },
      { type: 'text', text: ' at ', marks: [{ type: 'strike' }] },
      { type: 'inlineMath', attrs: { latex: '100\\,^{\\circ}\\mathrm{C}' } },
      { type: 'hardBreak' },
      { type: 'text', text: 'H2O', marks: [{ type: 'code' }] },
      {
        type: 'text',
        text: ' evaporation',
        marks: [{ type: 'glossaryTerm', attrs: { termUuid: '0b5e6f1c-6a0e-4a53-9d4e-1a2b3c4d5e6f' } }],
      },
      {
        type: 'text',
        text: ' read more',
        marks: [{ type: 'link', attrs: { href: 'https://example.org/water' } }],
      },
    ],
  },
  { type: 'blockMath', attrs: { latex: 'E = mc^2' } },
  {
    type: 'bulletList',
    content: [
      { type: 'listItem', content: [paragraph('solid')] },
      { type: 'listItem', content: [paragraph('liquid')] },
    ],
  },
  {
    type: 'orderedList',
    attrs: { start: 1, type: null },
    content: [{ type: 'listItem', content: [paragraph('gas')] }],
  },
  { type: 'blockquote', content: [paragraph('A quote')] },
  { type: 'codeBlock', attrs: { language: 'python' }, content: [{ type: 'text', text: 'print(1)' }] },
  { type: 'horizontalRule' },
  { type: 'image', attrs: { src: '/v3/uploads/12/content', alt: 'Ice melting', title: null } },
  { type: 'video', attrs: { provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Melting ice' } },
  { type: 'video', attrs: { provider: 'vimeo', videoId: '76979871', title: null } },
  {
    type: 'table',
    content: [
      {
        type: 'tableRow',
        content: [
          {
            type: 'tableHeader',
            attrs: { colspan: 1, rowspan: 1, colwidth: null },
            content: [paragraph('State')],
          },
          { type: 'tableHeader', content: [paragraph('Shape')] },
        ],
      },
      {
        type: 'tableRow',
        content: [
          { type: 'tableCell', content: [paragraph('Solid')] },
          { type: 'tableCell', attrs: { align: 'center' }, content: [paragraph('Fixed')] },
        ],
      },
    ],
  },
);
