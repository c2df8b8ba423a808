import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationMessage } from './invitation-messages.ts';

/** Turns an invitation message into its translated text. */
export function useInvitationMessage(): (message: InvitationMessage) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: InvitationMessage) => {
      switch (message.key) {
        case 'invitations.errors.below-min-length':
          return t(message.key, { min: message.min });
        case 'invitations.errors.rateLimitedSeconds':
        case 'invitations.errors.rateLimitedMinutes':
          return t(message.key, { count: message.count });
        default:
          return t(message.key);
      }
    },
    [t],
  );
}
