import { doc, paragraph } from './rich-text.fixtures.ts';

const link = (href: string) => doc(paragraph('click', [{ type: 'link', attrs: { href } }]));
const image = (src: string) => doc({ type: 'image', attrs: { src, alt: 'x' } });

/**
 * Documents an attacker could send in place of a lesson text. Each must be refused as a whole:
 * the contract never strips the bad part and stores the rest.
 */
export const XSS_CORPUS: [string, unknown][] = [
  ['a javascript: link', link('javascript:alert(1)')],
  ['a javascript: link in mixed case with a tab', link('JaVa\tScRiPt:alert(1)')],
  ['a javascript: link with leading spaces', link('  javascript:alert(1)')],
  ['an entity-encoded javascript: link', link('&#106;avascript:alert(1)')],
  ['a data: link', link('data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==')],
  ['a vbscript: link', link('vbscript:msgbox(1)')],
  ['a file: link', link('file:///etc/passwd')],
  ['a protocol-relative link', link('//evil.example/x')],
  ['a relative link', link('/v3/sessions')],
  ['a data: image', image('data:image/png;base64,iVBORw0KGgo=')],
  ['an SVG image', image('https://evil.example/x.svg')],
  ['an upload path with a query', image('/v3/uploads/1/content?x=<script>')],
  ['an upload path escaping with ..', image('/v3/uploads/1/../../evil')],
  ['a javascript: image', image('javascript:alert(1)')],
  [
    'an onerror attribute on an image',
    doc({ type: 'image', attrs: { src: '/v3/uploads/1/content', onerror: 'alert(1)' } }),
  ],
  ['an onclick attribute on a paragraph', doc({ type: 'paragraph', attrs: { onclick: 'alert(1)' } })],
  ['a style attribute', doc({ type: 'paragraph', attrs: { style: 'background:url(javascript:alert(1))' } })],
  [
    'a class attribute on a link',
    doc(paragraph('x', [{ type: 'link', attrs: { href: 'https://a.example', class: 'x' } }])),
  ],
  [
    'a target attribute on a link',
    doc(paragraph('x', [{ type: 'link', attrs: { href: 'https://a.example', target: '_top' } }])),
  ],
  ['a script node', doc({ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] })],
  ['an iframe node', doc({ type: 'iframe', attrs: { src: 'https://evil.example' } })],
  ['an html_block node', doc({ type: 'html_block', attrs: { content: '<img src=x onerror=alert(1)>' } })],
  ['a raw html node', doc({ type: 'html', text: '<script>alert(1)</script>' })],
  ['an svg node', doc({ type: 'svg', content: [] })],
  ['an object node', doc({ type: 'object', attrs: { data: 'x.swf' } })],
  ['a __proto__ node type', doc({ type: '__proto__' })],
  ['a constructor node type', doc({ type: 'constructor' })],
  ['a toString mark', doc(paragraph('x', [{ type: 'toString' }]))],
  [
    'a video whose id breaks out of the URL',
    doc({ type: 'video', attrs: { provider: 'youtube', videoId: '../../evil' } }),
  ],
  [
    'a video with a URL for an id',
    doc({ type: 'video', attrs: { provider: 'vimeo', videoId: 'https://evil.example' } }),
  ],
  [
    'a video with a src attribute',
    doc({
      type: 'video',
      attrs: { provider: 'youtube', videoId: 'dQw4w9WgXcQ', src: 'https://evil.example' },
    }),
  ],
  ['an equation with a huge formula', doc({ type: 'inlineMath', attrs: { latex: '\\x'.repeat(5_000) } })],
  ['an equation with a non-string formula', doc({ type: 'blockMath', attrs: { latex: { toString: 1 } } })],
  [
    'text with a nested object',
    doc({ type: 'paragraph', content: [{ type: 'text', text: { html: '<b>' } as never }] }),
  ],
  [
    'an oversized nested document',
    (() => {
      let node: unknown = paragraph('x');
      for (let i = 0; i < 5_000; i += 1) node = { type: 'blockquote', content: [node] };
      return doc(node as never);
    })(),
  ],
];
