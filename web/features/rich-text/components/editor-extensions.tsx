import type { AnyExtension } from '@tiptap/core';
import { NodeViewWrapper, ReactNodeViewRenderer, type Editor, type ReactNodeViewProps } from '@tiptap/react';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BlockMath, InlineMath, richTextExtensions, Video } from '../../../../common/rich-text/extensions.ts';
import { MathFormula } from './math-formula.tsx';
import classes from './rich-text-editor.module.css';

export interface EditMathDetail {
  pos: number;
  latex: string;
  display: boolean;
}

/** How each editor (rich-text-editor.tsx) opens its equation dialog for an equation's view. */
export const equationEditors = new WeakMap<Editor, (detail: EditMathDetail) => void>();

function MathNodeView({ node, editor, getPos, selected }: ReactNodeViewProps) {
  const { t } = useTranslation();
  const latex = typeof node.attrs.latex === 'string' ? node.attrs.latex : '';
  const display = node.type.name === 'blockMath';
  const edit = () => {
    const pos = getPos();
    if (typeof pos !== 'number') return;
    equationEditors.get(editor)?.({ pos, latex, display });
  };
  return (
    <NodeViewWrapper as={display ? 'div' : 'span'} className={selected ? classes.selectedNode : undefined}>
      {/* The LaTeX is the button's description (and tooltip); its name stays what is seen. */}
      <button
        type="button"
        className={classes.mathButton}
        onClick={edit}
        contentEditable={false}
        title={latex}
      >
        <VisuallyHidden>{t('richText.editor.equation.edit')}</VisuallyHidden>
        <MathFormula latex={latex} display={display} />
      </button>
    </NodeViewWrapper>
  );
}

function VideoNodeView({ node, selected }: ReactNodeViewProps) {
  const { t } = useTranslation();
  const title =
    typeof node.attrs.title === 'string' && node.attrs.title
      ? node.attrs.title
      : `${node.attrs.provider} ${node.attrs.videoId}`;
  return (
    <NodeViewWrapper
      className={`${classes.videoPlaceholder} ${selected ? classes.selectedNode : ''}`}
      data-drag-handle
    >
      <span aria-hidden="true">▶</span> {t('richText.editor.video.placeholder', { title })}
    </NodeViewWrapper>
  );
}

/**
 * The editor's extensions: the schema's own (common/rich-text/extensions.ts) with views for
 * equations and videos. A view changes how a node looks while editing, never its name or attributes.
 */
const views: Record<string, AnyExtension> = {
  inlineMath: InlineMath.extend({ addNodeView: () => ReactNodeViewRenderer(MathNodeView) }),
  blockMath: BlockMath.extend({ addNodeView: () => ReactNodeViewRenderer(MathNodeView) }),
  video: Video.extend({ addNodeView: () => ReactNodeViewRenderer(VideoNodeView) }),
};

export const editorExtensions: AnyExtension[] = richTextExtensions.map(
  (extension) => views[extension.name] ?? extension,
);
