import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isExpiredInstitution, isUsableInstitution } from '../../../../common/institutions/picker.ts';
import { isTeacher } from '../../../../common/roles/rules.ts';
import { showAutoArchivedNotice, userMode } from '../../../../common/subjects/rules.ts';
import type { Subject } from '../../../../common/subjects/schema.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LoadingSkeleton } from '../../../ui/loading-state.tsx';
import { useMe } from '../../auth/auth.queries.ts';
import {
  InstitutionBand,
  InstitutionBandSkeleton,
} from '../../institutions/components/institution-heading.tsx';
import {
  InstitutionRoute,
  type InstitutionRouteContext,
} from '../../institutions/components/institution-route.tsx';
import { setDefaultInstitution } from '../../institutions/default-institution.ts';
import { mayReadBilling } from '../../institutions/school-admin-links.ts';
import { AutoArchivedNotice } from '../components/auto-archived-notice.tsx';
import { CREATE_SUBJECT_NAME_ID, CreateSubjectForm } from '../components/create-subject-form.tsx';
import { EmptySubjects, type EmptySubjectsKind } from '../components/empty-subjects.tsx';
import { MobileAppDeprecationModal } from '../components/mobile-app-deprecation-modal.tsx';
import { NotSubjectCreatorNotice } from '../components/not-subject-creator-notice.tsx';
import { ReleaseMessage } from '../components/release-message.tsx';
import { SubjectLinks } from '../components/subject-links.tsx';
import { SubjectList } from '../components/subject-list.tsx';
import { SubjectListSkeleton } from '../components/subject-skeletons.tsx';
import { useInstitutionSubjectEvents } from '../subject-streams.ts';
import { useAnyArchivedSubjects, useAutoArchivedNotice, useSubjects } from '../subjects.queries.ts';
import classes from './institution-subjects-page.module.css';

/** What the page hands its due dates region (spec 2.3), which the activities feature draws. */
export interface DueDatesRegionProps {
  institution: { id: number; code: string };
  endpoint: string;
}

/** What the page hands its 'join subject' region (spec 2.6). */
export interface JoinSubjectRegionProps {
  institution: { id: number; code: string };
  endpoint: string;
  subjects: readonly Subject[];
  isUserStaffAnywhere: boolean;
}

/** The page's shape while the school loads: the band and the cards to come. */
function SubjectsPageSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingSkeleton label={t('institution.loading')} isPageHeading>
      <div className={classes.page}>
        <InstitutionBandSkeleton />
        <div className={classes.dashboard}>
          <div>
            <SubjectListSkeleton />
          </div>
        </div>
      </div>
    </LoadingSkeleton>
  );
}

/**
 * The institution subjects page, `/{endpoint}/{institutionCode}-{institutionId}` (spec 2.3). Joining
 * with a class code belongs to the invitations feature, which builds on subjects; the route table
 * hands its region in, so subjects never imports invitations.
 */
export function InstitutionSubjectsPage({
  JoinSubject,
  DueDates,
}: {
  JoinSubject: ComponentType<JoinSubjectRegionProps>;
  DueDates: ComponentType<DueDatesRegionProps>;
}) {
  return (
    <InstitutionRoute pageTitle={(institution) => institution.name} loading={<SubjectsPageSkeleton />}>
      {(context) => <SubjectsPageContent {...context} JoinSubject={JoinSubject} DueDates={DueDates} />}
    </InstitutionRoute>
  );
}

/** Takes the person to the create subject form's name, wherever the form is on screen. */
function focusCreateSubject() {
  document.getElementById(CREATE_SUBJECT_NAME_ID)?.focus();
}

/**
 * Reading B of spec 2.3 (docs/decisions.md): one page for teachers and students; the user mode is
 * 'teacher' with create_subject or update on any subject. A dashboard: the school's band, then the
 * subjects as cards with, beside them on wide screens (below on a phone), the other regions in the
 * spec's order. An empty list says what to do next, and holds the join region when that is it.
 */
function SubjectsPageContent({
  institution,
  endpoint,
  basePath,
  JoinSubject,
  DueDates,
}: InstitutionRouteContext & {
  JoinSubject: ComponentType<JoinSubjectRegionProps>;
  DueDates: ComponentType<DueDatesRegionProps>;
}) {
  const { t } = useTranslation();
  const subjects = useSubjects(institution.id);
  const notice = useAutoArchivedNotice();
  const anyArchived = useAnyArchivedSubjects(institution.id);
  const isPending = !!institution.role?.isPending;
  // Someone only invited is not a member yet: no live list, no due dates (the API refuses both).
  useInstitutionSubjectEvents(institution.id, !isPending);
  const me = useMe();

  const isUsable = isUsableInstitution(institution);
  useEffect(() => {
    if (isUsable) setDefaultInstitution({ endpoint, institutionId: institution.id });
  }, [endpoint, institution.id, isUsable]);

  const list = subjects.data ?? [];
  const permissions = institution.permissions ?? [];
  const mode = userMode(permissions, list);
  const isExpired = isExpiredInstitution(institution);
  const mayCreate = permissions.includes('create_subject');
  const canCreate = mayCreate && !isExpired;
  const isNotCreator = !mayCreate && list.some((s) => s.permissions?.update);
  const isNoticeShown = !!notice.data && showAutoArchivedNotice(notice.data);
  const emptyKind: EmptySubjectsKind = canCreate
    ? 'create'
    : isExpired || isPending
      ? 'unavailable'
      : isTeacher(institution.role)
        ? 'staff'
        : 'student';
  const isJoinTheNextStep = list.length === 0 && (emptyKind === 'staff' || emptyKind === 'student');

  const join = subjects.isSuccess && (
    <JoinSubject
      institution={{ id: institution.id, code: institution.code }}
      endpoint={endpoint}
      subjects={list}
      isUserStaffAnywhere={!!me.data?.person.isUserStaffAnywhere}
    />
  );

  return (
    <div className={classes.page}>
      {/* General information and banner */}
      <InstitutionBand institution={institution} canSwitch>
        {subjects.isPending && <Skeleton height={12} width="60%" radius="xl" my={6} aria-hidden />}
        {/* An empty list says itself what to do. */}
        {list.length > 0 && (
          <Text className={classes.intro}>
            {mode === 'teacher' ? t('dashboard.intro.teacher') : t('subjects.intro.student')}
          </Text>
        )}
      </InstitutionBand>

      {isExpired && (
        <Alert role="note" color="red" variant="light" radius="lg" title={t('institution.expiredTitle')}>
          {mayReadBilling(institution) ? (
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('institution.expiredBodyOwner')}</Text>
              <Anchor component={Link} to={`${basePath}/billing`} size="sm">
                {t('institution.expiredBillingLink')}
              </Anchor>
            </Stack>
          ) : (
            <Text size="sm">{t('institution.expiredBody')}</Text>
          )}
        </Alert>
      )}
      {isPending && (
        <Alert role="note" color="blue" variant="light" radius="lg" title={t('institution.pendingTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('institution.pendingBody')}</Text>
            <Anchor component={Link} to="/" size="sm">
              {t('institution.pendingLink')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      {isNoticeShown && <AutoArchivedNotice />}

      <div className={classes.dashboard}>
        {/* Subject list */}
        <section aria-label={t('subjects.list.region')} className={classes.list}>
          {subjects.isPending && (
            <LoadingSkeleton label={t('subjects.list.loading')}>
              <SubjectListSkeleton />
            </LoadingSkeleton>
          )}
          {subjects.isError && (
            <ErrorState
              title={t('subjects.list.loadError')}
              error={subjects.error}
              headingOrder={2}
              onRetry={() => void subjects.refetch()}
            />
          )}
          {subjects.isSuccess && (
            <SubjectList
              institution={{ id: institution.id, code: institution.code, endpoint }}
              subjects={list}
              isTeacher={mode === 'teacher'}
              emptyView={
                <EmptySubjects
                  kind={emptyKind}
                  institutionId={institution.id}
                  join={isJoinTheNextStep ? join : undefined}
                  onCreate={focusCreateSubject}
                />
              }
            />
          )}
        </section>

        <div className={classes.aside}>
          {/* Join subject (spec 2.6), unless the empty list offers it */}
          {!isJoinTheNextStep && join}

          {/* Release message: its news is for teachers */}
          {mode === 'teacher' && <ReleaseMessage />}

          {/* Create subject */}
          {canCreate && subjects.isSuccess && (
            <CreateSubjectForm institutionId={institution.id} isListEmpty={list.length === 0} />
          )}

          {/* Subject links */}
          <SubjectLinks
            basePath={basePath}
            usagePath={`/${endpoint}/institutions/${institution.id}/admin/usage`}
            hasArchived={anyArchived.data === true}
            isPulsing={isNoticeShown}
            canReadAdmins={permissions.includes('read_admins')}
            canReadBilling={mayReadBilling(institution)}
            isTeacher={mode === 'teacher'}
          />

          {/* Not-subject-creator notice */}
          {isNotCreator && <NotSubjectCreatorNotice institution={institution} />}

          {/* Due dates */}
          {!isPending && (
            <Suspense fallback={null}>
              <DueDates institution={{ id: institution.id, code: institution.code }} endpoint={endpoint} />
            </Suspense>
          )}
        </div>
      </div>

      {/* Deprecation warning: only inside the legacy mobile app (spec 2.10). */}
      <MobileAppDeprecationModal />
    </div>
  );
}
