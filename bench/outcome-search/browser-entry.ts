/** The keystroke measurement as Chromium runs it: bundled by the bench, called from the page. */
import type { LearningOutcome } from '../../common/outcomes/schema.ts';
import { measureKeystrokes } from './keystrokes.ts';

declare global {
  interface Window {
    measureOutcomeSearch: (outcomes: LearningOutcome[]) => ReturnType<typeof measureKeystrokes>;
  }
}

window.measureOutcomeSearch = (outcomes) => measureKeystrokes(outcomes);
