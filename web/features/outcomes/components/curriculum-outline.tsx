import { Title, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { gradeLabel } from '../../../../common/outcomes/labels.ts';
import type { LearningOutcome } from '../../../../common/outcomes/schema.ts';
import type { GradeSection } from '../curriculum-groups.ts';
import { OutcomeSummary } from './outcome-summary.tsx';
import classes from './curriculum-outline.module.css';

/**
 * A curriculum's outcomes by year level (or grade band) and strand, each a button that opens it.
 * Memoised: a curriculum can list several hundred outcomes, and typing in the search above it
 * must not draw them again.
 */
export const CurriculumOutline = memo(function CurriculumOutline({
  sections,
  onOpen,
}: {
  sections: readonly GradeSection[];
  onOpen: (outcome: LearningOutcome) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.outline}>
      {sections.map((section) => (
        <section key={section.grade ?? ''} className={classes.grade}>
          <Title order={2} size="h3">
            {section.grade
              ? gradeLabel(section.grade, section.strands[0]?.outcomes[0]?.outcome.curriculumCode)
              : t('outcomes.browser.ungrouped')}
          </Title>
          {section.strands.map(({ strand, outcomes }) => (
            <div key={strand ?? ''} className={classes.strand}>
              {strand && (
                <Title order={3} size="h5" className={classes.strandTitle}>
                  {strand}
                </Title>
              )}
              <ul className={classes.list}>
                {outcomes.map(({ outcome, flat }) => (
                  <li key={outcome.uuid}>
                    <UnstyledButton className={classes.item} onClick={() => onOpen(outcome)}>
                      <OutcomeSummary outcome={outcome} flat={flat} />
                    </UnstyledButton>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
});
