import '../outcome-tags-i18n.ts';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFICIENCY_LEVELS } from '../../../../common/outcomes/constants.ts';
import { Icon } from '../../../ui/icon.tsx';
import { SubjectRoute, type SubjectRouteContext } from '../../subjects/components/subject-route.tsx';
import { LevelLegend } from '../components/level-label.tsx';
import { OutcomePageHeader } from '../components/outcome-page-header.tsx';
import { EmptyNote, FullTitlesSwitch, PageDataState } from '../components/outcome-page-parts.tsx';
import { ScopeAndSequenceTable } from '../components/scope-and-sequence-table.tsx';
import { useScopeAndSequence } from '../mastery.queries.ts';
import { useOutcomeColumns } from '../use-outcome-columns.ts';
import classes from './scope-and-sequence-page.module.css';

/**
 * A subject's scope and sequence (`{subject path}/scope-and-sequence`): its lessons in order by
 * the outcomes each puts in the scope and sequence, drafts marked (its students see the published
 * lessons only). Printable: the app's header and the page's controls stay off the paper.
 */
export function ScopeAndSequencePage() {
  const { t } = useTranslation();
  return (
    <SubjectRoute
      page="scope-and-sequence"
      pageTitle={(subject) => t('outcomeTags.scopeAndSequence.pageTitle', { name: subject.namePlaintext })}
    >
      {(context) => <ScopeAndSequenceContent {...context} />}
    </SubjectRoute>
  );
}

function PrintIcon() {
  return (
    <Icon>
      <path d="M6 9V2h12v7" />
      <path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      <path d="M6 14h12v8H6z" />
    </Icon>
  );
}

function ScopeAndSequenceContent(context: SubjectRouteContext) {
  const { t } = useTranslation();
  const query = useScopeAndSequence(context.subject.id);
  const outcomes = useOutcomeColumns(query.data?.learningOutcomeUuids);
  const [fullTitles, setFullTitles] = useState(false);
  const hasTable = !!query.data && !!outcomes.columns && outcomes.columns.length > 0;

  let body;
  if (!query.data || !outcomes.columns)
    body = (
      <PageDataState
        failed={query.isError ? query : outcomes.isError ? outcomes : null}
        errorTitle={t('outcomeTags.scopeAndSequence.loadError')}
        loadingLabel={t('outcomeTags.scopeAndSequence.loading')}
      />
    );
  else if (query.data.lessons.length === 0)
    body = <EmptyNote>{t('outcomeTags.scopeAndSequence.noLessons')}</EmptyNote>;
  else if (!hasTable)
    body = (
      <EmptyNote title={t('outcomeTags.scopeAndSequence.emptyTitle')}>
        {t('outcomeTags.scopeAndSequence.empty')}
      </EmptyNote>
    );
  else
    body = (
      <>
        <Group justify="space-between" gap="sm" wrap="wrap" className={classes.noPrint}>
          <LevelLegend levels={PROFICIENCY_LEVELS} />
          <FullTitlesSwitch checked={fullTitles} onChange={setFullTitles} />
        </Group>
        <ScopeAndSequenceTable
          lessons={query.data.lessons}
          columns={outcomes.columns}
          fullTitles={fullTitles}
        />
      </>
    );

  return (
    <Stack gap="lg" className={classes.page}>
      <OutcomePageHeader
        {...context}
        page="scopeAndSequence"
        title={t('outcomeTags.scopeAndSequence.title')}
        intro={t('outcomeTags.scopeAndSequence.intro')}
        actions={
          hasTable && (
            <Button variant="default" leftSection={<PrintIcon />} onClick={() => window.print()}>
              {t('outcomeTags.scopeAndSequence.print')}
            </Button>
          )
        }
      />
      {body}
    </Stack>
  );
}
