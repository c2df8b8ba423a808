import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { problemsOf } from '../api/zod-problems.ts';
import { MARK_ATTRIBUTE_RULES, NODE_ATTRIBUTE_RULES } from './attribute-rules.ts';
import { RICH_TEXT_MAX_DEPTH, RICH_TEXT_MAX_NODES } from './constants.ts';
import { richTextEditorSchema } from './prosemirror-schema.ts';
import { RICH_TEXT_SCHEMA_SPEC } from './schema-spec.generated.ts';
import { validationSpecOf } from './schema-spec.ts';
import { richTextSchema } from './validation-schema.ts';
import { doc, everyNodeDocument, paragraph } from './rich-text.fixtures.ts';
import { zLocalizedRichText, zRichTextDocument } from './schema.ts';
import { XSS_CORPUS } from './xss-corpus.fixtures.ts';

const problems = (value: unknown) => problemsOf(zRichTextDocument, value);

describe('the rich-text schema', () => {
  it("is generated from the editor's extensions, so documents are checked against what the editor makes (npm run rich-text:spec)", () => {
    expect(validationSpecOf(richTextEditorSchema)).toEqual(RICH_TEXT_SCHEMA_SPEC);
    expect(Object.keys(richTextSchema.nodes)).toEqual(Object.keys(richTextEditorSchema.nodes));
    expect(Object.keys(richTextSchema.marks)).toEqual(Object.keys(richTextEditorSchema.marks));
  });

  it("agrees with the editor's own schema on every document of the hostile corpus", () => {
    const verdict = (schema: typeof richTextSchema, value: unknown) => {
      try {
        schema.nodeFromJSON(value).check();
        return 'valid';
      } catch {
        return 'invalid';
      }
    };
    for (const [, value] of [['every node', everyNodeDocument], ...XSS_CORPUS] as const)
      expect(verdict(richTextSchema, value)).toBe(verdict(richTextEditorSchema, value));
  });

  it('has a value rule for exactly the attributes each node and mark of the schema holds', () => {
    const nodes = Object.fromEntries(
      Object.entries(richTextSchema.nodes).map(([name, type]) => [
        name,
        Object.keys(type.spec.attrs ?? {}).sort(),
      ]),
    );
    const marks = Object.fromEntries(
      Object.entries(richTextSchema.marks).map(([name, type]) => [
        name,
        Object.keys(type.spec.attrs ?? {}).sort(),
      ]),
    );
    const rules = (table: typeof NODE_ATTRIBUTE_RULES) =>
      Object.fromEntries(Object.entries(table).map(([name, attrs]) => [name, Object.keys(attrs).sort()]));
    expect(nodes).toEqual(rules(NODE_ATTRIBUTE_RULES));
    expect(marks).toEqual(rules(MARK_ATTRIBUTE_RULES));
  });

  it('accepts a document using every node and mark, unchanged', () => {
    expect(problems(everyNodeDocument)).toEqual([]);
    expect(zRichTextDocument.parse(everyNodeDocument)).toBe(everyNodeDocument);
    expect(() => richTextSchema.nodeFromJSON(everyNodeDocument).check()).not.toThrow();
  });

  it('accepts what an empty editor holds', () => {
    expect(problems({ type: 'doc', content: [{ type: 'paragraph' }] })).toEqual([]);
  });

  it.each([
    ['an unknown node', doc({ type: 'script', content: [] }), 'content.0.type', 'is-not-allowed'],
    [
      'an unknown mark',
      doc(paragraph('x', [{ type: 'font' }])),
      'content.0.content.0.marks.0.type',
      'is-not-allowed',
    ],
    [
      'an unknown attribute',
      doc({ type: 'paragraph', attrs: { style: 'color:red' } }),
      'content.0.attrs.style',
      'is-not-allowed',
    ],
    [
      'an unknown key on a node',
      doc({ ...paragraph('x'), onclick: 'x' } as never),
      'content.0.onclick',
      'is-not-allowed',
    ],
    [
      'a heading level out of range',
      doc({ type: 'heading', attrs: { level: 7 }, content: [] }),
      'content.0.attrs.level',
      'is-invalid',
    ],
    ['a heading without its level (level 1 is allowed)', null, null, null],
    [
      'an image from elsewhere',
      doc({ type: 'image', attrs: { src: 'https://evil.example/x.png' } }),
      'content.0.attrs.src',
      'is-invalid',
    ],
    ['an image with no source', doc({ type: 'image' }), 'content.0.attrs.src', 'is-invalid'],
    [
      'a video from another provider',
      doc({ type: 'video', attrs: { provider: 'dailymotion', videoId: 'x' } }),
      'content.0.attrs.provider',
      'is-invalid',
    ],
    [
      'a malformed YouTube id',
      doc({ type: 'video', attrs: { provider: 'youtube', videoId: 'abc"><script>' } }),
      'content.0.attrs.videoId',
      'is-invalid',
    ],
    [
      'an empty equation',
      doc({ type: 'blockMath', attrs: { latex: '' } }),
      'content.0.attrs.latex',
      'is-invalid',
    ],
    [
      'a text node with no text',
      doc({ type: 'paragraph', content: [{ type: 'text', text: '' }] }),
      'content.0.content.0.text',
      'is-invalid',
    ],
    [
      'a list item straight in the document',
      doc({ type: 'listItem', content: [paragraph('x')] }),
      'content.0.type',
      'is-not-allowed',
    ],
    [
      'a paragraph in a table row',
      doc({ type: 'table', content: [{ type: 'tableRow', content: [paragraph('x')] }] }),
      'content.0.content.0.content.0.type',
      'is-not-allowed',
    ],
    [
      'a nested document',
      doc({ type: 'doc', content: [paragraph('x')] }),
      'content.0.type',
      'is-not-allowed',
    ],
    ['a document that is not a doc', paragraph('x'), 'type', 'is-not-allowed'],
    [
      'a mark on a block',
      doc({ type: 'paragraph', marks: [{ type: 'bold' }] }),
      'content.0.marks',
      'is-not-allowed',
    ],
    [
      'a glossary term that is not a uuid',
      doc(paragraph('x', [{ type: 'glossaryTerm', attrs: { termUuid: '1 OR 1=1' } }])),
      'content.0.content.0.marks.0.attrs.termUuid',
      'is-invalid',
    ],
  ])('refuses %s with a problem at its path', (_, value, field, message) => {
    if (value === null) {
      expect(problems(doc({ type: 'heading', content: [{ type: 'text', text: 'x' }] }))).toEqual([]);
      return;
    }
    expect(problems(value)).toContainEqual({ field, message });
  });

  it('refuses marks the schema excludes together (code with bold)', () => {
    expect(problems(doc(paragraph('x', [{ type: 'code' }, { type: 'bold' }])))).toEqual([
      { field: '(root)', message: 'is-invalid' },
    ]);
  });

  it('refuses documents past the size limits', () => {
    let deep: unknown = paragraph('deep');
    for (let i = 0; i < RICH_TEXT_MAX_DEPTH + 2; i += 1) deep = { type: 'blockquote', content: [deep] };
    expect(problems(doc(deep as never))).toContainEqual(
      expect.objectContaining({ message: 'above-max-length' }),
    );
    const many = doc(...Array.from({ length: RICH_TEXT_MAX_NODES }, () => paragraph('x')));
    expect(problems(many)).toEqual([{ field: '(root)', message: 'above-max-length' }]);
    expect(problems(doc(paragraph('x'.repeat(300_000))))).toEqual([
      { field: '(root)', message: 'above-max-length' },
    ]);
  });

  it('refuses values that are not JSON documents', () => {
    for (const value of [null, 'text', 3, [], { type: 'doc', content: 'x' }])
      expect(problems(value).length).toBeGreaterThan(0);
  });
});

describe('localized rich text', () => {
  it('holds a document per locale and needs the fallback locale’s', () => {
    expect(
      zLocalizedRichText.safeParse({
        fallbackLocale: 'EN_AU',
        localeToProsemirror: { EN_AU: everyNodeDocument },
      }).success,
    ).toBe(true);
    expect(
      problemsOf(zLocalizedRichText, {
        fallbackLocale: 'EN_AU',
        localeToProsemirror: { EN_US: doc(paragraph('x')) },
      }),
    ).toEqual([{ field: 'localeToProsemirror.EN_AU', message: 'is-not-present' }]);
    expect(
      problemsOf(zLocalizedRichText, {
        fallbackLocale: 'EN_AU',
        localeToProsemirror: { EN_AU: doc({ type: 'iframe' }) },
      }),
    ).toEqual([{ field: 'localeToProsemirror.EN_AU.content.0.type', message: 'is-not-allowed' }]);
  });
});

describe('the contract in JSON Schema', () => {
  it('is representable, so OpenAPI and the answer serializer take it as an open value', () => {
    for (const io of ['input', 'output'] as const)
      expect(() => z.toJSONSchema(zLocalizedRichText, { io, unrepresentable: 'throw' })).not.toThrow();
  });
});
