import { HEADING_LEVELS, IMAGE_ALT_MAX_LENGTH, LATEX_MAX_LENGTH, UPLOAD_CONTENT_PATH } from './constants.ts';
import { isAllowedLinkHref } from './links.ts';
import { isValidVideoId, isVideoProvider } from './video.ts';

/** What an attribute value may be: true when it is fine, else the problem with it. */
export type AttributeRule = (
  value: unknown,
  attrs: Readonly<Record<string, unknown>>,
) => true | 'is-invalid' | 'above-max-length';

const text =
  (max: number, { nullable = true, min = 0 } = {}): AttributeRule =>
  (value) => {
    if (value === null) return nullable || 'is-invalid';
    if (typeof value !== 'string' || value.length < min) return 'is-invalid';
    return value.length <= max || 'above-max-length';
  };
const integer =
  (min: number, max: number): AttributeRule =>
  (value) =>
    (Number.isInteger(value) && (value as number) >= min && (value as number) <= max) || 'is-invalid';
const oneOf =
  (...allowed: unknown[]): AttributeRule =>
  (value) =>
    allowed.includes(value) || 'is-invalid';

const colwidth: AttributeRule = (value, attrs) =>
  value === null ||
  (Array.isArray(value) &&
    value.length === attrs.colspan &&
    value.every((w) => Number.isInteger(w) && (w as number) >= 0 && (w as number) <= 4000)) ||
  'is-invalid';

const cellAttributes = {
  colspan: integer(1, 50),
  rowspan: integer(1, 500),
  colwidth,
  align: oneOf(null, 'left', 'center', 'right'),
};

const latex = text(LATEX_MAX_LENGTH, { nullable: false, min: 1 });

/**
 * Every attribute of every node and mark of the schema, with the values it may take. An attribute
 * missing here is refused; a value is checked after the schema's defaults fill what a document
 * leaves out.
 */
export const NODE_ATTRIBUTE_RULES: Readonly<Record<string, Readonly<Record<string, AttributeRule>>>> = {
  doc: {},
  paragraph: {},
  text: {},
  blockquote: {},
  bulletList: {},
  listItem: {},
  hardBreak: {},
  horizontalRule: {},
  heading: { level: oneOf(...HEADING_LEVELS) },
  orderedList: { start: integer(0, 100_000), type: oneOf(null, '1', 'a', 'A', 'i', 'I') },
  codeBlock: {
    language: (v) =>
      v === null || (typeof v === 'string' && /^[a-z0-9+#._-]{1,30}$/i.test(v)) || 'is-invalid',
  },
  table: {},
  tableRow: {},
  tableCell: cellAttributes,
  tableHeader: cellAttributes,
  image: {
    src: (v) => (typeof v === 'string' && UPLOAD_CONTENT_PATH.test(v)) || 'is-invalid',
    alt: text(IMAGE_ALT_MAX_LENGTH),
    title: text(200),
  },
  inlineMath: { latex },
  blockMath: { latex },
  video: {
    provider: (v) => isVideoProvider(v) || 'is-invalid',
    videoId: (v, attrs) =>
      (typeof v === 'string' && isVideoProvider(attrs.provider) && isValidVideoId(attrs.provider, v)) ||
      'is-invalid',
    title: text(200),
  },
};

export const MARK_ATTRIBUTE_RULES: Readonly<Record<string, Readonly<Record<string, AttributeRule>>>> = {
  bold: {},
  italic: {},
  underline: {},
  strike: {},
  code: {},
  link: { href: (v) => (typeof v === 'string' && isAllowedLinkHref(v)) || 'is-invalid' },
  glossaryTerm: {
    termUuid: (v) =>
      v === null ||
      (typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)) ||
      'is-invalid',
  },
};
