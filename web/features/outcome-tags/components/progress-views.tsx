import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { lessonPath } from '../../../../common/activities/paths.ts';
import type { SubjectMastery } from '../../../../common/outcome-tags/contracts.ts';
import { PROFICIENCY_LEVELS } from '../../../../common/outcomes/constants.ts';
import { downloadText } from '../../../ui/csv.ts';
import type { OutcomeColumn } from '../outcome-columns.ts';
import { columnsInStrand, progressCsv, progressCsvFileName, strandsOf } from '../progress-grid.ts';
import { EvidenceDialog, type EvidenceTarget } from './evidence-dialog.tsx';
import { LevelLegend, useLevelName } from './level-label.tsx';
import { MasteryGrid } from './mastery-grid.tsx';
import { MasteryMethodChoice } from './mastery-method.tsx';
import { MyProgress } from './my-progress.tsx';
import { FullTitlesSwitch } from './outcome-page-parts.tsx';
import { StrandFilter } from './strand-filter.tsx';

interface ProgressViewProps {
  mastery: SubjectMastery;
  columns: readonly OutcomeColumn[];
  subject: { id: number; code: string };
  subjectUrl: string;
}

/**
 * The strand chosen and the columns it leaves, with the filter when there is more than one strand.
 * The strand is in the URL (`?strand=`), so a reload or a shared link keeps it, and it survives the
 * grid being read again with other outcomes.
 */
function useStrandFilter(columns: readonly OutcomeColumn[]) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const strand = params.get('strand') || null;
  const setStrand = (next: string | null) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === null) updated.delete('strand');
        else updated.set('strand', next);
        return updated;
      },
      { replace: true },
    );
  const strands = strandsOf(columns);
  const shown = columnsInStrand(columns, strand);
  const filter =
    strands.length > 1 || strand !== null ? (
      <StrandFilter strands={strands} value={strand} onChange={setStrand} />
    ) : null;
  const empty =
    shown.length === 0 && strand !== null ? (
      <Alert role="note" color="gray" variant="light">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('outcomeTags.progress.strand.empty', { strand })}</Text>
          <Button variant="light" size="xs" onClick={() => setStrand(null)}>
            {t('outcomeTags.progress.strand.showAll')}
          </Button>
        </Stack>
      </Alert>
    ) : null;
  return { shown, filter, empty };
}

/**
 * The teacher's progress: how levels add up, the strand filter and the CSV download above the
 * grid of every student, each cell opening the answers behind it.
 */
export function TeacherProgress({ mastery, columns, subject, subjectUrl }: ProgressViewProps) {
  const { t } = useTranslation();
  const levelName = useLevelName();
  const [fullTitles, setFullTitles] = useState(false);
  const [evidence, setEvidence] = useState<EvidenceTarget | null>(null);
  const { shown, filter, empty } = useStrandFilter(columns);
  const download = () =>
    downloadText(
      progressCsv(mastery.students, shown, { studentHeading: t('outcomeTags.progress.student'), levelName }),
      progressCsvFileName(subject.code),
    );
  return (
    <>
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <MasteryMethodChoice subjectId={subject.id} method={mastery.method} canChoose />
        <Group align="flex-end" gap="md" wrap="wrap">
          {filter}
          <Button variant="light" onClick={download} disabled={shown.length === 0}>
            {t('outcomeTags.progress.download')}
          </Button>
        </Group>
      </Group>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <LevelLegend levels={PROFICIENCY_LEVELS} />
        <FullTitlesSwitch checked={fullTitles} onChange={setFullTitles} />
      </Group>
      {empty ?? (
        <MasteryGrid
          students={mastery.students}
          columns={shown}
          fullTitles={fullTitles}
          onShowEvidence={setEvidence}
        />
      )}
      <EvidenceDialog
        subjectId={subject.id}
        method={mastery.method}
        target={evidence}
        classViewPath={(activityId) => lessonPath(subjectUrl, activityId, 'class')}
        onClose={() => setEvidence(null)}
      />
    </>
  );
}

/** A student's own progress: which method adds up their levels, and their level in each outcome. */
export function StudentProgress({ mastery, columns, subject }: ProgressViewProps) {
  const [evidence, setEvidence] = useState<EvidenceTarget | null>(null);
  const { shown, filter, empty } = useStrandFilter(columns);
  const me = mastery.students[0];
  return (
    <>
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <MasteryMethodChoice subjectId={subject.id} method={mastery.method} canChoose={false} />
        {filter}
      </Group>
      {empty ?? (
        <MyProgress
          cells={me?.outcomes ?? []}
          columns={shown}
          onShowEvidence={(column, cell) =>
            me && setEvidence({ principal: me.principal, fullName: me.fullName, column, cell })
          }
        />
      )}
      <EvidenceDialog
        subjectId={subject.id}
        method={mastery.method}
        target={evidence}
        classViewPath={null}
        onClose={() => setEvidence(null)}
      />
    </>
  );
}
