import { useEffect, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import {
  FIRST_ATTEMPT,
  IMAGE_GIVE_UP_MESSAGE,
  stepAfterImageError,
  type ImageRetryState,
} from './image-retry.ts';

export interface RetryingImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  /** The fallback chain, best first. */
  sources: readonly string[];
  alt: string;
  /** Shown when every source has failed (nothing by default). */
  fallback?: ReactNode;
  /** Pause before trying a failed source again. */
  retryDelayMs?: number;
}

interface State extends ImageRetryState {
  chain: string;
  isWaiting: boolean;
  isExhausted: boolean;
}

const initialState = (chain: string): State => ({
  ...FIRST_ATTEMPT,
  chain,
  isWaiting: false,
  isExhausted: false,
});

/**
 * An image that retries a failed load (3 attempts in all), then falls to the next source of its
 * chain, and shows `fallback` when the chain runs out (spec 8, Images).
 */
export function RetryingImage({
  sources,
  alt,
  fallback = null,
  retryDelayMs = 400,
  ...imgProps
}: RetryingImageProps) {
  const chain = sources.join('\n');
  const [state, setState] = useState<State>(() => initialState(chain));
  // A new chain starts again from its first source.
  const current = state.chain === chain ? state : initialState(chain);
  if (current !== state) setState(current);

  useEffect(() => {
    if (!current.isWaiting) return;
    const timer = setTimeout(
      () => setState((s) => ({ ...s, attempt: s.attempt + 1, isWaiting: false })),
      retryDelayMs,
    );
    return () => clearTimeout(timer);
  }, [current.isWaiting, retryDelayMs]);

  const src = sources[current.sourceIndex];
  if (current.isExhausted || src === undefined) return <>{fallback}</>;
  if (current.isWaiting) return null;

  function handleError() {
    const step = stepAfterImageError(current, sources.length);
    if (step.kind === 'retry') {
      setState({ ...current, isWaiting: true });
      return;
    }
    console.error(IMAGE_GIVE_UP_MESSAGE, src);
    setState(step.kind === 'next-source' ? { ...current, ...step.next } : { ...current, isExhausted: true });
  }

  // A new key makes React create a fresh <img>, so the browser really asks again.
  return (
    <img
      key={`${current.sourceIndex}:${current.attempt}`}
      src={src}
      alt={alt}
      onError={handleError}
      {...imgProps}
    />
  );
}
