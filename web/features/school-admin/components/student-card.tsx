import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LicenceStanding, SchoolStudent } from '../../../../common/students/schema.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import classes from './staff.module.css';

const STANDING_COLOUR: Record<LicenceStanding, string> = {
  licensed: 'teal.9',
  unlicensed: 'dark.6',
  released: 'red.9',
};

/** One student on the Students page: who they are, their subjects, their licence, what can be done. */
export function StudentCard({
  student,
  onRelease,
  onRemove,
}: {
  student: SchoolStudent;
  onRelease: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const name = student.fullName;
  const headingId = `student-${student.principal.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const { standing, joinedOn, releasedOn } = student.licence;
  const date =
    standing === 'released' && releasedOn
      ? t('schoolStudents.releasedOn', { date: format.date(releasedOn) })
      : standing === 'licensed' && joinedOn
        ? t('schoolStudents.since', { date: format.date(joinedOn) })
        : null;
  return (
    <Paper component="li" withBorder p="md" className={classes.card} aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} className={classes.who}>
          <Title order={3} size="h4" id={headingId}>
            {name}
          </Title>
          {student.email && (
            <Text size="sm" c="dimmed" className={classes.email}>
              {student.email}
            </Text>
          )}
        </Stack>
        <Stack gap={2} align="flex-end">
          <Badge color={STANDING_COLOUR[standing]} variant="filled" tt="none">
            {t(`schoolStudents.standing.${standing}`)}
          </Badge>
          {date && <Text size="xs">{date}</Text>}
        </Stack>
      </Group>
      <dl className={classes.facts}>
        <dt>{t('schoolStudents.columns.subjects')}</dt>
        <dd>
          {student.subjects.length > 0
            ? student.subjects.map((s) => s.name).join(', ')
            : t('schoolStudents.noSubjects')}
        </dd>
        {student.isPending && (
          <>
            <dt>{t('schoolStudents.columns.status')}</dt>
            <dd>{t('schoolStudents.invited')}</dd>
          </>
        )}
      </dl>
      <Group gap="xs" mt="sm">
        {standing !== 'released' && !student.isPending && (
          <Button
            size="xs"
            variant="light"
            onClick={onRelease}
            aria-label={t('schoolStudents.releaseFor', { name })}
          >
            {t('schoolStudents.release')}
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={onRemove}
          aria-label={t('schoolStudents.removeFor', { name })}
        >
          {t('schoolStudents.remove')}
        </Button>
      </Group>
    </Paper>
  );
}
