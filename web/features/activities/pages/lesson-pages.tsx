import '../activities-i18n.ts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { NotFoundPage } from '../../../ui/not-found.tsx';

const LessonPage = lazy(async () => ({ default: (await import('./lesson-page.tsx')).LessonPage }));
const LessonEditorPage = lazy(async () => ({
  default: (await import('./lesson-editor-page.tsx')).LessonEditorPage,
}));
const ClassViewPage = lazy(async () => ({ default: (await import('./class-view-page.tsx')).ClassViewPage }));

const PAGES = { edit: LessonEditorPage, class: ClassViewPage } as const;

/**
 * A lesson's three pages behind one route, `…/lessons/{id}[/edit|/class]`: each is a chunk of its
 * own (the editor, MathLive and KaTeX load only where used), and the app's first script names one
 * chunk instead of three, with their dependencies, which keeps it within its size budget.
 */
export function LessonPages() {
  const { t } = useTranslation();
  const { view } = useParams();
  const Page = view === undefined ? LessonPage : PAGES[view as keyof typeof PAGES];
  if (!Page) return <NotFoundPage />;
  return (
    <Suspense fallback={<LoadingState label={t('activities.route.loading')} isPageHeading />}>
      <Page />
    </Suspense>
  );
}
