import { Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInvitationCode } from '../../../../common/invitations/rules.ts';
import type { InvitationAcceptance } from '../../../../common/invitations/schema.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { SidewaysScroller } from '../../../ui/sideways-scroller.tsx';
import { joinedNewestFirst } from '../panel-rules.ts';

const TITLE_ID = 'joined-title';
const CAPTION_ID = 'joined-caption';

/** Who joined the subject with a code or an e-mail invitation, and when (newest first). */
export function JoinedList({ acceptances }: { acceptances: readonly InvitationAcceptance[] }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const rows = joinedNewestFirst(acceptances);
  return (
    <section aria-labelledby={TITLE_ID}>
      <Title order={3} size="h4" id={TITLE_ID} mb="xs">
        {t('invitations.panel.joined.title')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('invitations.panel.joined.empty')}</Text>
      ) : (
        <SidewaysScroller labelledBy={CAPTION_ID} hint={t('invitations.panel.joined.scrollHint')}>
          <Table striped miw={420} data-testid="joined-list">
            <VisuallyHidden component="caption" id={CAPTION_ID}>
              {t('invitations.panel.joined.caption')}
            </VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('invitations.panel.joined.name')}</Table.Th>
                <Table.Th scope="col">{t('invitations.panel.joined.when')}</Table.Th>
                <Table.Th scope="col">{t('invitations.panel.joined.code')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.principal}-${row.code}-${row.acceptedOn}`}>
                  <Table.Td>{row.fullName}</Table.Td>
                  <Table.Td>{dateTime(row.acceptedOn)}</Table.Td>
                  <Table.Td>{formatInvitationCode(row.code)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SidewaysScroller>
      )}
    </section>
  );
}
