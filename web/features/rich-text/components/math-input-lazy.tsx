import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineLoading } from '../../../ui/loading-state.tsx';
import type { MathInputProps } from './math-input.tsx';

const MathInputHeavy = lazy(async () => ({ default: (await import('./math-input.tsx')).MathInput }));

/** MathInput, with MathLive loaded only when a maths field first shows. */
export function MathInputLazy(props: MathInputProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<InlineLoading label={t('richText.math.loading')} />}>
      <MathInputHeavy {...props} />
    </Suspense>
  );
}
