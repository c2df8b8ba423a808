import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { institutionPath } from '../../../../common/institutions/paths.ts';
import { DEFAULT_ENDPOINT, type Institution } from '../../../../common/institutions/schema.ts';
import { isApiError } from '../../../api/api-error.ts';
import { handleError } from '../../../ui/handle-error.ts';
import { showNotification } from '../../../ui/notifications/notification-store.ts';
import { useAcceptInstitution } from '../institutions.queries.ts';
import classes from './institution-tile.module.css';

/** An institution the person is invited to: 'invited to join', its name and Accept (spec 2.2, 8). */
export function PendingInstitutionTile({ institution }: { institution: Institution }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptInstitution();

  function handleAccept() {
    accept.mutate(institution.id, {
      onSuccess: () =>
        void navigate(
          institutionPath({ endpoint: DEFAULT_ENDPOINT, code: institution.code, id: institution.id }),
          {
            replace: true,
          },
        ),
      onError: (error) => {
        if (isApiError(error) && error.code === 'invalid-action') {
          console.error('pending-institution-notification.invalid-action', error);
          showNotification({
            tone: 'error',
            message: t('pending-institution-notification.invalid-action', { name: institution.name }),
          });
          return;
        }
        handleError(error, 'pending-institution-notification.action');
      },
    });
  }

  return (
    <div className={`${classes.tile} ${classes.pending}`} data-testid="pending-institution-tile">
      <div>
        <div className={classes.invited}>{t('picker.invitedToJoin')}</div>
        <div className={classes.pendingName}>{institution.name}</div>
      </div>
      <Button
        onClick={handleAccept}
        loading={accept.isPending}
        aria-label={t('picker.acceptLabel', { name: institution.name })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('picker.accept')}
      </Button>
    </div>
  );
}
