import { Skeleton, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MathInputProps } from './math-input.tsx';
import type { RichTextEditorProps } from './rich-text-editor.tsx';
import { MathInputLazy } from './math-input-lazy.tsx';

const EditorHeavy = lazy(async () => ({ default: (await import('./rich-text-editor.tsx')).RichTextEditor }));
const FormulaHeavy = lazy(async () => ({ default: (await import('./math-formula.tsx')).MathFormula }));
const FireworksHeavy = lazy(async () => ({ default: (await import('./fireworks.tsx')).FireworksCanvas }));

/** The rich-text editor; TipTap loads with the first editor shown. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div role="status">
          <VisuallyHidden>{t('richText.loading')}</VisuallyHidden>
          <Skeleton height={200} />
        </div>
      }
    >
      <EditorHeavy {...props} />
    </Suspense>
  );
}

/** A maths answer field; MathLive loads with the first one shown. */
export function MathInput(props: MathInputProps) {
  return <MathInputLazy {...props} />;
}

/** One formula rendered by KaTeX (its LaTeX shows while KaTeX loads). */
export function MathFormula({ latex, display = false }: { latex: string; display?: boolean }) {
  return (
    <Suspense fallback={<code>{latex}</code>}>
      <FormulaHeavy latex={latex} display={display} />
    </Suspense>
  );
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Fireworks while `show` is true (set it when the celebration is earned; `onDone` says when it is
 * over). With reduced motion nothing loads or plays and `onDone` is called at once.
 */
export function Fireworks({ show, onDone }: { show: boolean; onDone?: () => void }) {
  const [isReduced] = useState(reducedMotion);
  useEffect(() => {
    if (show && isReduced) onDone?.();
  }, [show, isReduced, onDone]);
  if (!show || isReduced) return null;
  return (
    <Suspense fallback={null}>
      <FireworksHeavy onDone={onDone} />
    </Suspense>
  );
}
