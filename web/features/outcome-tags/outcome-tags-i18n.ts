import outcomeTags from '../../i18n/en-AU.outcome-tags.json';
import { i18next } from '../../i18n/i18n.ts';

// The outcome tags' strings (en-AU; en-US falls back to it, and none is spelt differently) join the
// translations when the first component of this feature loads, as the lesson pages' strings do.
if (!i18next.exists('outcomeTags.scale.label'))
  i18next.addResourceBundle('en-AU', 'translation', { outcomeTags }, true, false);
