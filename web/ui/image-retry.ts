/** Spec 9: an image is tried 3 times in all before giving up on it. */
export const IMAGE_LOAD_ATTEMPTS = 3;
export const IMAGE_GIVE_UP_MESSAGE = 'Failed to load image after retries';

/** Which source of a fallback chain is showing, and which attempt at it this is (from 1). */
export interface ImageRetryState {
  sourceIndex: number;
  attempt: number;
}

export type ImageRetryStep =
  | { kind: 'retry'; next: ImageRetryState }
  | { kind: 'next-source'; next: ImageRetryState }
  | { kind: 'exhausted' };

export const FIRST_ATTEMPT: ImageRetryState = { sourceIndex: 0, attempt: 1 };

/**
 * What to do after an image failed to load: try the same source again until it has had all its
 * attempts, then move on to the next source of the chain, and after the last one give up.
 */
export function stepAfterImageError(
  state: ImageRetryState,
  sourceCount: number,
  maxAttempts = IMAGE_LOAD_ATTEMPTS,
): ImageRetryStep {
  if (state.attempt < maxAttempts) {
    return { kind: 'retry', next: { sourceIndex: state.sourceIndex, attempt: state.attempt + 1 } };
  }
  if (state.sourceIndex + 1 < sourceCount) {
    return { kind: 'next-source', next: { sourceIndex: state.sourceIndex + 1, attempt: 1 } };
  }
  return { kind: 'exhausted' };
}

/** The sources of a fallback chain, without gaps or repeats. */
export function imageSources(...candidates: (string | null | undefined)[]): string[] {
  return [...new Set(candidates.filter((c): c is string => !!c && c.trim() !== ''))];
}
