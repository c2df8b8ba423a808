import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './subject-links.module.css';

const TITLE_ID = 'subject-links-title';

/**
 * The links under the list (spec 2.3): 'view archived subjects' (pulsing while the auto-archived
 * notice shows; disabled, not a link, when there is nothing archived), the admin staff and usage
 * pages with read_admins, the curriculum outcomes for teachers, and billing for its admins and
 * subscription owners.
 */
export function SubjectLinks({
  basePath,
  usagePath,
  hasArchived,
  isPulsing,
  canReadAdmins,
  canReadBilling,
  isTeacher = false,
}: {
  basePath: string;
  usagePath: string;
  hasArchived: boolean;
  isPulsing: boolean;
  canReadAdmins: boolean;
  canReadBilling: boolean;
  isTeacher?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby={TITLE_ID} className={classes.box}>
      <Text fw={700} className={classes.title} id={TITLE_ID}>
        {t('subjects.links.label')}
      </Text>
      <ul className={classes.links}>
        <li>
          {hasArchived ? (
            <Anchor
              component={Link}
              to={`${basePath}/archive`}
              className={isPulsing ? classes.pulse : undefined}
              data-pulsing={isPulsing || undefined}
            >
              {t('subjects.links.archived')}
            </Anchor>
          ) : (
            <Text span c="dimmed" aria-disabled="true" data-testid="archived-link-disabled">
              {t('subjects.links.archived')}
              <span className={classes.hint}> {t('subjects.links.archivedNone')}</span>
            </Text>
          )}
        </li>
        {canReadAdmins && (
          <li>
            <Anchor component={Link} to={`${basePath}/admin/staff`}>
              {t('subjects.links.staff')}
            </Anchor>
          </li>
        )}
        {canReadAdmins && (
          <li>
            <Anchor component={Link} to={usagePath}>
              {t('subjects.links.usage')}
            </Anchor>
          </li>
        )}
        {isTeacher && (
          <li>
            <Anchor component={Link} to={`${basePath}/curriculum`}>
              {t('subjects.links.curriculum')}
            </Anchor>
          </li>
        )}
        {canReadBilling && (
          <li>
            <Anchor component={Link} to={`${basePath}/billing`}>
              {t('subjects.links.billing')}
            </Anchor>
          </li>
        )}
      </ul>
    </nav>
  );
}
