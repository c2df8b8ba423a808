import '../outcome-tags-i18n.ts';
import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SubjectDetails } from '../../../../common/subjects/schema.ts';
import { outcomePagePath, teachesSubject, type OutcomePage } from '../outcome-pages.ts';
import classes from './subject-outcome-links.module.css';

export interface SubjectOutcomeLinksProps {
  subject: SubjectDetails;
  subjectUrl: string;
  /** The outcome page this is shown on, marked as the current one. */
  current?: OutcomePage;
}

/**
 * Links to a subject's outcome pages: its teachers' Progress grid and Scope and sequence; a
 * student's own progress. On the subject page and at the top of each outcome page.
 */
export function SubjectOutcomeLinks({ subject, subjectUrl, current }: SubjectOutcomeLinksProps) {
  const { t } = useTranslation();
  const pages: { page: OutcomePage; label: string }[] = teachesSubject(subject)
    ? [
        { page: 'progress', label: t('outcomeTags.links.progress') },
        { page: 'scopeAndSequence', label: t('outcomeTags.links.scopeAndSequence') },
      ]
    : [{ page: 'progress', label: t('outcomeTags.links.myProgress') }];
  return (
    <Group
      component="nav"
      className={classes.links}
      aria-label={t('outcomeTags.links.label', { name: subject.namePlaintext })}
      gap="md"
    >
      {pages.map(({ page, label }) => (
        <Anchor
          key={page}
          component={Link}
          to={outcomePagePath(subjectUrl, page)}
          aria-current={page === current ? 'page' : undefined}
          fw={page === current ? 700 : 500}
        >
          {label}
        </Anchor>
      ))}
    </Group>
  );
}
