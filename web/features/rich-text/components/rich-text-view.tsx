import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RICH_TEXT_MAX_DEPTH, UPLOAD_CONTENT_PATH } from '../../../../common/rich-text/constants.ts';
import { isAllowedLinkHref } from '../../../../common/rich-text/links.ts';
import type { RichTextMark, RichTextNode } from '../../../../common/rich-text/schema.ts';
import {
  videoEmbedUrl,
  type SchoolVideoProviderConfig,
  type VideoRef,
} from '../../../../common/rich-text/video.ts';
import classes from './rich-text.module.css';

const MathFormula = lazy(async () => ({ default: (await import('./math-formula.tsx')).MathFormula }));

export interface RichTextViewProps {
  /** A stored document (ProseMirror JSON). Anything outside the schema is left out, never run. */
  doc: RichTextNode | null | undefined;
  /** The school's video provider, so its videos play; YouTube and Vimeo play everywhere. */
  videoProviderConfig?: SchoolVideoProviderConfig | null;
  /** The document's top heading is rendered at this HTML level (the page holds the h1). */
  topHeadingLevel?: 2 | 3 | 4;
}

/** What a node needs from the whole view: its props, and the HTML level of each heading level used. */
interface ViewContext {
  props: RichTextViewProps;
  headingLevels: ReadonlyMap<number, number>;
}

const headingLevelOf = (node: RichTextNode): number => Number(node.attrs?.level) || 1;

/**
 * The HTML level of each heading level a document uses, ranked from `top`: a document whose
 * headings are 2 and 3 gets h2 and h3 under a page's h1, not h3 and h4, so the page's outline
 * never skips a level whatever levels the author picked.
 */
export function headingLevelsOf(doc: RichTextNode, top: number): Map<number, number> {
  const used = new Set<number>();
  const visit = (node: RichTextNode, depth: number) => {
    if (depth > RICH_TEXT_MAX_DEPTH) return;
    if (node.type === 'heading') used.add(headingLevelOf(node));
    if (Array.isArray(node.content)) for (const child of node.content) visit(child, depth + 1);
  };
  visit(doc, 0);
  const ranked = [...used].sort((a, b) => a - b);
  return new Map(ranked.map((level, rank) => [level, Math.min(6, top + rank)]));
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function Formula({ latex, display }: { latex: string; display: boolean }) {
  // While KaTeX loads, the formula's LaTeX stands in for it.
  const fallback = <code className={classes.latexFallback}>{latex}</code>;
  return (
    <Suspense fallback={fallback}>
      <MathFormula latex={latex} display={display} />
    </Suspense>
  );
}

function Video({
  video,
  title,
  school,
}: {
  video: VideoRef;
  title: string | undefined;
  school?: SchoolVideoProviderConfig | null;
}) {
  const { t } = useTranslation();
  const src = videoEmbedUrl(video, school);
  if (!src) return <p className={classes.videoUnavailable}>{t('richText.video.unavailable')}</p>;
  return (
    <div className={classes.video}>
      <iframe
        src={src}
        title={title ?? t('richText.video.defaultTitle')}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="fullscreen; picture-in-picture; encrypted-media"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      />
    </div>
  );
}

function withMarks(content: ReactNode, marks: readonly RichTextMark[] | undefined): ReactNode {
  const list: readonly RichTextMark[] = Array.isArray(marks) ? marks : [];
  return list.reduceRight<ReactNode>((inner, mark) => {
    switch (mark.type) {
      case 'bold':
        return <strong>{inner}</strong>;
      case 'italic':
        return <em>{inner}</em>;
      case 'underline':
        return <u>{inner}</u>;
      case 'strike':
        return <s>{inner}</s>;
      case 'code':
        return <code>{inner}</code>;
      case 'link': {
        const href = text(mark.attrs?.href);
        return href && isAllowedLinkHref(href) ? (
          <a href={href} target="_blank" rel="noopener noreferrer nofollow">
            {inner}
          </a>
        ) : (
          inner
        );
      }
      case 'glossaryTerm':
        return (
          <span className={classes.glossaryTerm} data-glossary-term={text(mark.attrs?.termUuid)}>
            {inner}
          </span>
        );
      default:
        return inner;
    }
  }, content);
}

function Node({ node, view, depth }: { node: RichTextNode; view: ViewContext; depth: number }): ReactNode {
  const { props } = view;
  // A stored document is never deeper than the limit; one that is shows only down to it.
  if (depth > RICH_TEXT_MAX_DEPTH) return null;
  const content: readonly RichTextNode[] = Array.isArray(node.content) ? node.content : [];
  const children = content.map((child, i) => <Node key={i} node={child} view={view} depth={depth + 1} />);
  const attrs = node.attrs ?? {};
  switch (node.type) {
    case 'doc':
      return <>{children}</>;
    case 'text':
      return withMarks(text(node.text) ?? '', node.marks);
    case 'paragraph':
      return <p>{children}</p>;
    case 'heading': {
      const level = view.headingLevels.get(headingLevelOf(node)) ?? 6;
      const Heading = `h${level}` as 'h2';
      return <Heading>{children}</Heading>;
    }
    case 'bulletList':
      return <ul>{children}</ul>;
    case 'orderedList':
      return <ol start={Number.isInteger(attrs.start) ? (attrs.start as number) : undefined}>{children}</ol>;
    case 'listItem':
      return <li>{children}</li>;
    case 'blockquote':
      return <blockquote>{children}</blockquote>;
    case 'codeBlock':
      return (
        <pre>
          <code>{children}</code>
        </pre>
      );
    case 'hardBreak':
      return <br />;
    case 'horizontalRule':
      return <hr />;
    case 'table':
      return (
        <div className={classes.tableScroll}>
          <table>
            <tbody>{children}</tbody>
          </table>
        </div>
      );
    case 'tableRow':
      return <tr>{children}</tr>;
    case 'tableCell':
    case 'tableHeader': {
      const Cell = node.type === 'tableHeader' ? 'th' : 'td';
      const span = (value: unknown) =>
        Number.isInteger(value) && (value as number) > 1 ? (value as number) : undefined;
      return (
        <Cell colSpan={span(attrs.colspan)} rowSpan={span(attrs.rowspan)}>
          {children}
        </Cell>
      );
    }
    case 'image': {
      const src = text(attrs.src);
      if (!src || !UPLOAD_CONTENT_PATH.test(src)) return null;
      return (
        <img
          className={classes.image}
          src={src}
          alt={text(attrs.alt) ?? ''}
          title={text(attrs.title)}
          loading="lazy"
        />
      );
    }
    case 'inlineMath':
    case 'blockMath': {
      const latex = text(attrs.latex);
      if (!latex) return null;
      const formula = withMarks(<Formula latex={latex} display={node.type === 'blockMath'} />, node.marks);
      return node.type === 'blockMath' ? <div className={classes.blockMath}>{formula}</div> : formula;
    }
    case 'video': {
      const provider = text(attrs.provider);
      const videoId = text(attrs.videoId);
      if (!provider || !videoId) return null;
      return (
        <Video
          video={{ provider, videoId } as VideoRef}
          title={text(attrs.title)}
          school={props.videoProviderConfig}
        />
      );
    }
    default:
      // Not in the schema: a stored document never has it, and nothing of it is shown.
      return null;
  }
}

/**
 * Shows a stored rich-text document as React elements, through the same schema the server checks
 * (no HTML string of a person's reaches the page; equations are KaTeX's rendering of their LaTeX).
 */
export function RichTextView(props: RichTextViewProps) {
  const { doc, topHeadingLevel = 2 } = props;
  const headingLevels = useMemo(
    () => (doc ? headingLevelsOf(doc, topHeadingLevel) : new Map()),
    [doc, topHeadingLevel],
  );
  if (!doc) return null;
  return (
    <div className={classes.view} data-rich-text-view>
      <Node node={doc} view={{ props, headingLevels }} depth={0} />
    </div>
  );
}
