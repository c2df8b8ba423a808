import activities from '../../i18n/en-AU.activities.json';
import { i18next } from '../../i18n/i18n.ts';

// The lesson pages' strings (en-AU; other languages fall back to it) join the translations when
// this feature's first chunk loads, rather than weighing on the app's first script.
if (!i18next.hasResourceBundle('en-AU', 'translation') || !i18next.exists('activities.route.loading'))
  i18next.addResourceBundle('en-AU', 'translation', { activities }, true, false);
