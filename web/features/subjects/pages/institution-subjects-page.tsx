import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isExpiredInstitution, isUsableInstitution } from '../../../../common/institutions/picker.ts';
import { showAutoArchivedNotice, userMode } from '../../../../common/subjects/rules.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { useMe } from '../../auth/auth.queries.ts';
import type { Subject } from '../../../../common/subjects/schema.ts';
import { InstitutionBanner, InstitutionHeading } from '../../institutions/components/institution-heading.tsx';
import {
  InstitutionRoute,
  type InstitutionRouteContext,
} from '../../institutions/components/institution-route.tsx';
import { setDefaultInstitution } from '../../institutions/default-institution.ts';
import { AutoArchivedNotice } from '../components/auto-archived-notice.tsx';
import { CreateSubjectForm } from '../components/create-subject-form.tsx';
import { DueDates } from '../components/due-dates.tsx';
import { MobileAppDeprecationModal } from '../components/mobile-app-deprecation-modal.tsx';
import { NotSubjectCreatorNotice } from '../components/not-subject-creator-notice.tsx';
import { ReleaseMessage } from '../components/release-message.tsx';
import { SubjectLinks } from '../components/subject-links.tsx';
import { SubjectList } from '../components/subject-list.tsx';
import { useInstitutionSubjectEvents } from '../subject-streams.ts';
import { useAnyArchivedSubjects, useAutoArchivedNotice, useSubjects } from '../subjects.queries.ts';

/** What the page hands its 'join subject' region (spec 2.6). */
export interface JoinSubjectRegionProps {
  institution: { id: number; code: string };
  endpoint: string;
  subjects: readonly Subject[];
  isUserStaffAnywhere: boolean;
}

/**
 * The institution subjects page, `/{endpoint}/{institutionCode}-{institutionId}` (spec 2.3). Joining
 * with a class code belongs to the invitations feature, which builds on subjects; the route table
 * hands its region in, so subjects never imports invitations.
 */
export function InstitutionSubjectsPage({
  JoinSubject,
}: {
  JoinSubject: ComponentType<JoinSubjectRegionProps>;
}) {
  return (
    <InstitutionRoute pageTitle={(institution) => institution.name}>
      {(context) => <SubjectsPageContent {...context} JoinSubject={JoinSubject} />}
    </InstitutionRoute>
  );
}

/**
 * Reading B of spec 2.3 (docs/decisions.md): one page for teachers and students; the user mode is
 * 'teacher' with create_subject or update on any subject. The regions follow the spec's order.
 */
function SubjectsPageContent({
  institution,
  endpoint,
  basePath,
  JoinSubject,
}: InstitutionRouteContext & { JoinSubject: ComponentType<JoinSubjectRegionProps> }) {
  const { t } = useTranslation();
  const subjects = useSubjects(institution.id);
  const notice = useAutoArchivedNotice();
  const anyArchived = useAnyArchivedSubjects(institution.id);
  useInstitutionSubjectEvents(institution.id);
  const me = useMe();

  const isUsable = isUsableInstitution(institution);
  useEffect(() => {
    if (isUsable) setDefaultInstitution({ endpoint, institutionId: institution.id });
  }, [endpoint, institution.id, isUsable]);

  const list = subjects.data ?? [];
  const permissions = institution.permissions ?? [];
  const mode = userMode(permissions, list);
  const isExpired = isExpiredInstitution(institution);
  const isPending = !!institution.role?.isPending;
  const mayCreate = permissions.includes('create_subject');
  const canCreate = mayCreate && !isExpired;
  const isNotCreator = !mayCreate && list.some((s) => s.permissions?.update);
  const isNoticeShown = !!notice.data && showAutoArchivedNotice(notice.data);

  return (
    <Stack gap="xl">
      {/* General information */}
      <Stack gap="xs">
        <InstitutionHeading institution={institution} />
        {subjects.isSuccess && (
          <Text size="lg">
            {mode === 'teacher' ? t('subjects.intro.teacher') : t('subjects.intro.student')}
          </Text>
        )}
      </Stack>

      {/* Banner */}
      <InstitutionBanner institution={institution} />

      {isExpired && (
        <Alert role="note" color="red" variant="light" title={t('institution.expiredTitle')}>
          <Text>{t('institution.expiredBody')}</Text>
        </Alert>
      )}
      {isPending && (
        <Alert role="note" color="blue" variant="light" title={t('institution.pendingTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text>{t('institution.pendingBody')}</Text>
            <Anchor component={Link} to="/">
              {t('institution.pendingLink')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      {isNoticeShown && <AutoArchivedNotice />}

      {/* Subject list */}
      <section aria-label={t('subjects.list.region')}>
        <Stack gap="sm">
          {subjects.isPending && <LoadingState label={t('subjects.list.loading')} />}
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
              canCreate={canCreate}
            />
          )}
        </Stack>
      </section>

      {/* Join subject (spec 2.6) */}
      {subjects.isSuccess && (
        <JoinSubject
          institution={{ id: institution.id, code: institution.code }}
          endpoint={endpoint}
          subjects={list}
          isUserStaffAnywhere={!!me.data?.person.isUserStaffAnywhere}
        />
      )}

      {/* Release message */}
      <ReleaseMessage />

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
      />

      {/* Deprecation warning: only inside the legacy mobile app (spec 2.10). */}
      <MobileAppDeprecationModal />

      {/* Not-subject-creator notice */}
      {isNotCreator && <NotSubjectCreatorNotice institution={institution} />}

      {/* Due dates */}
      <DueDates />
    </Stack>
  );
}
