import { mergeAttributes, Mark, Node, type AnyExtension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { HEADING_LEVELS, UPLOAD_CONTENT_PATH } from './constants.ts';
import { isAllowedLinkHref } from './links.ts';
import { isValidVideoId, isVideoProvider } from './video.ts';

/**
 * The product's one rich-text schema, as TipTap extensions. The server validates stored documents
 * against the schema these build (`richTextSchema`), and the editor runs on the same extensions,
 * adding only views (`.extend({ addNodeView })`) that never change a node's name or attributes.
 * Every attribute the schema holds has a rule in `attribute-rules.ts`; a test keeps the two equal.
 */

const dataAttribute = (name: string, attribute: string) => ({
  default: null,
  parseHTML: (element: HTMLElement) => element.getAttribute(attribute),
  renderHTML: (attributes: Record<string, unknown>) => {
    const value = attributes[name];
    return typeof value === 'string' || typeof value === 'number' ? { [attribute]: String(value) } : {};
  },
});

/** A LaTeX formula inside a line (`inlineMath`, as TipTap's mathematics extension names it). */
export const InlineMath = Node.create({
  name: 'inlineMath',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes: () => ({ latex: { ...dataAttribute('latex', 'data-latex'), default: '' } }),
  parseHTML: () => [{ tag: 'span[data-type="inline-math"]' }],
  renderHTML: ({ HTMLAttributes }) => [
    'span',
    mergeAttributes({ 'data-type': 'inline-math' }, HTMLAttributes),
  ],
});

/** A LaTeX formula on its own line. */
export const BlockMath = Node.create({
  name: 'blockMath',
  group: 'block',
  atom: true,
  selectable: true,
  addAttributes: () => ({ latex: { ...dataAttribute('latex', 'data-latex'), default: '' } }),
  parseHTML: () => [{ tag: 'div[data-type="block-math"]' }],
  renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes({ 'data-type': 'block-math' }, HTMLAttributes)],
});

/** An embedded video: a provider and its video id (see video.ts); the player URL is never stored. */
export const Video = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes: () => ({
    provider: dataAttribute('provider', 'data-provider'),
    videoId: dataAttribute('videoId', 'data-video-id'),
    title: dataAttribute('title', 'data-title'),
  }),
  // Pasted HTML brings a video only with a provider and an id of that provider's shape.
  parseHTML: () => [
    {
      tag: 'div[data-type="video"]',
      getAttrs: (element: HTMLElement) => {
        const provider = element.getAttribute('data-provider');
        const videoId = element.getAttribute('data-video-id') ?? '';
        return isVideoProvider(provider) && isValidVideoId(provider, videoId) ? null : false;
      },
    },
  ],
  renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes({ 'data-type': 'video' }, HTMLAttributes)],
});

/** A glossary term in the text, ready for the glossary feature (spec 3: GlossaryTerm uuid). */
export const GlossaryTerm = Mark.create({
  name: 'glossaryTerm',
  inclusive: false,
  addAttributes: () => ({ termUuid: dataAttribute('termUuid', 'data-glossary-term') }),
  parseHTML: () => [{ tag: 'span[data-glossary-term]' }],
  renderHTML: ({ HTMLAttributes }) => ['span', HTMLAttributes, 0],
});

/** Links keep only their address; target and rel are the renderer's to set. */
export const SafeLink = Link.extend({
  addAttributes() {
    return { href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('href') } };
  },
}).configure({
  openOnClick: false,
  autolink: true,
  defaultProtocol: 'https',
  isAllowedUri: (url) => isAllowedLinkHref(url),
});

/** Images are the platform's uploads only: a pasted image from elsewhere is not taken in. */
export const UploadedImage = Image.extend({
  addAttributes() {
    return { src: { default: null }, alt: { default: null }, title: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element: HTMLElement) =>
          UPLOAD_CONTENT_PATH.test(element.getAttribute('src') ?? '') ? null : false,
      },
    ];
  },
}).configure({ inline: false, allowBase64: false });

export const richTextExtensions: AnyExtension[] = [
  StarterKit.configure({ link: false, heading: { levels: [...HEADING_LEVELS] } }),
  SafeLink,
  TableKit.configure({ table: { resizable: false } }),
  UploadedImage,
  InlineMath,
  BlockMath,
  Video,
  GlossaryTerm,
];
