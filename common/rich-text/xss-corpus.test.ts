import { describe, expect, it } from 'vitest';
import { problemsOf } from '../api/zod-problems.ts';
import { zRichTextDocument } from './schema.ts';
import { XSS_CORPUS } from './xss-corpus.fixtures.ts';

describe('the rich-text contract against an XSS corpus', () => {
  it.each(XSS_CORPUS)('refuses %s', (_, value) => {
    const result = zRichTextDocument.safeParse(value);
    expect(result.success).toBe(false);
    expect(problemsOf(zRichTextDocument, value).length).toBeGreaterThan(0);
  });
});
