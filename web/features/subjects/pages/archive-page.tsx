import { Anchor, Button, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { archivedSubjects, subjectPath } from '../../../../common/subjects/rules.ts';
import type { Subject } from '../../../../common/subjects/schema.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { handleError } from '../../../ui/handle-error.ts';
import { LoadingSkeleton } from '../../../ui/loading-state.tsx';
import { showNotification } from '../../../ui/notifications/notification-store.ts';
import { InstitutionBand } from '../../institutions/components/institution-heading.tsx';
import {
  InstitutionRoute,
  type InstitutionRouteContext,
} from '../../institutions/components/institution-route.tsx';
import {
  useArchivedSubjectRoles,
  useAutoArchivedNoticeAction,
  useUnarchiveSubject,
} from '../subjects.queries.ts';
import { RecentlyDeleted } from '../components/recently-deleted.tsx';
import { SubjectCard } from '../components/subject-card.tsx';
import { SubjectCardSkeletons } from '../components/subject-skeletons.tsx';
import listClasses from '../components/subject-list.module.css';
import classes from './archive-page.module.css';

/** The institution archive page, `{institution subjects path}/archive` (spec 2.8). */
export function ArchivePage() {
  const { t } = useTranslation();
  return (
    <InstitutionRoute
      suffix="/archive"
      pageTitle={(institution) => t('archive.pageTitle', { name: institution.name })}
    >
      {(context) => <ArchiveContent {...context} />}
    </InstitutionRoute>
  );
}

const LIST_TITLE_ID = 'archived-subjects-title';

function ArchiveContent({ institution, endpoint, basePath }: InstitutionRouteContext) {
  const { t } = useTranslation();
  const roles = useArchivedSubjectRoles(institution.id);
  const clearNotice = useAutoArchivedNoticeAction();
  const unarchive = useUnarchiveSubject();
  const { mutate: clear } = clearNotice;

  // Spec 4: visiting the archive page clears the auto-archived flag.
  useEffect(() => {
    clear('clear', { onError: (error) => console.error('Could not clear the auto-archived notice', error) });
  }, [clear]);

  const archived = roles.data ? archivedSubjects(roles.data, institution.id) : [];
  const link = (subject: Subject) =>
    subjectPath({ endpoint, code: institution.code, id: institution.id }, subject);

  function handleUnarchive(subject: Subject) {
    unarchive.mutate(subject, {
      onSuccess: () =>
        showNotification({
          tone: 'success',
          message: t('archive.unarchived', { name: subject.namePlaintext }),
        }),
      onError: (error) => handleError(error, 'archive.unarchiveFailed'),
    });
  }

  return (
    <div className={classes.page}>
      <Anchor component={Link} to={basePath} className={classes.back}>
        <span aria-hidden>←</span> {t('archive.back')}
      </Anchor>
      <InstitutionBand institution={institution} title={t('archive.title')} eyebrow={institution.name}>
        <Text className={classes.description}>{t('archive.description')}</Text>
      </InstitutionBand>
      <section aria-labelledby={LIST_TITLE_ID}>
        <Title order={2} size="h3" id={LIST_TITLE_ID} mb="sm">
          {t('archive.listTitle')}
        </Title>
        {roles.isPending && (
          <LoadingSkeleton label={t('archive.loading')}>
            <SubjectCardSkeletons count={3} />
          </LoadingSkeleton>
        )}
        {roles.isError && (
          <ErrorState
            title={t('archive.loadError')}
            error={roles.error}
            headingOrder={2}
            onRetry={() => void roles.refetch()}
          />
        )}
        {roles.isSuccess && archived.length === 0 && (
          <Text className={classes.empty}>{t('archive.empty')}</Text>
        )}
        {archived.length > 0 && (
          <ul className={listClasses.grid} aria-labelledby={LIST_TITLE_ID}>
            {archived.map((subject) => (
              <li key={subject.id} className={listClasses.item} data-testid="archived-subject">
                <SubjectCard
                  subject={subject}
                  path={link(subject)}
                  footer={
                    subject.isArchived &&
                    subject.permissions?.update && (
                      <Button
                        size="xs"
                        variant="default"
                        ml="auto"
                        aria-label={t('archive.unarchiveLabel', { name: subject.namePlaintext })}
                        loading={unarchive.isPending && unarchive.variables.id === subject.id}
                        onClick={() => handleUnarchive(subject)}
                      >
                        {t('archive.unarchive')}
                      </Button>
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <RecentlyDeleted institutionId={institution.id} />
    </div>
  );
}
