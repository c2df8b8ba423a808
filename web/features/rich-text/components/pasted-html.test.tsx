import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { richTextExtensions } from '../../../../common/rich-text/extensions.ts';
import { zRichTextDocument } from '../../../../common/rich-text/schema.ts';

/**
 * HTML that reaches the editor (pasted from a web page or a word processor) is parsed through the
 * schema: what it keeps is always a document the server accepts, and the dangerous parts are gone.
 */
const PASTED = [
  '<p>Read <a href="javascript:alert(1)">this</a> and <a href="https://example.org/ok">that</a></p>',
  '<p><img src="https://evil.example/x.png" onerror="alert(1)"><img src="data:image/png;base64,AAAA"></p>',
  '<img src="/v3/uploads/3/content" alt="ok" onerror="alert(1)" style="width:9999px">',
  '<script>alert(1)</script><p>after</p>',
  '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><p>x</p>',
  '<p style="color:red" onclick="alert(1)" class="x">plain</p>',
  '<svg><script>alert(1)</script></svg><p>svg</p>',
  '<div data-type="video" data-provider="youtube" data-video-id="../../evil"></div>',
  '<div data-type="block-math" data-latex="\\href{javascript:alert(1)}{x}"></div>',
  '<h1>Title</h1><h5>deep</h5><table><tr><td colspan="2">a</td></tr></table>',
];

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

describe('HTML taken into the editor', () => {
  it.each(PASTED)('keeps only what the schema allows from %s', (html) => {
    editor = new Editor({ extensions: richTextExtensions, content: html });
    const json = editor.getJSON();
    // An equation's LaTeX is kept as it is: KaTeX renders it without trust (rich-text-view.test.tsx).
    const text = JSON.stringify(json).replace(/"latex":"[^"]*"/g, '');
    expect(text).not.toMatch(/javascript:|evil|data:image|onerror|onclick|style|script|iframe/i);
    expect(zRichTextDocument.safeParse(json).error?.issues ?? []).toEqual([]);
  });
});
