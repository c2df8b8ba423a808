import { Badge, Button, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LearningScaleKey } from '../../../../common/outcomes/constants.ts';
import {
  SCALE_KEYS,
  SCHOOL_SCALE_TEXT_MAX,
  scaleAsPlainText,
} from '../../../../common/outcomes/school-scales.ts';
import type { LearningOutcome } from '../../../../common/outcomes/schema.ts';
import { handleError } from '../../../ui/handle-error.ts';
import { showNotification } from '../../../ui/notifications/notification-store.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { useSaveSchoolScale, useSchoolScale } from '../school-scales.queries.ts';

/** The levels shown: NOT_SHOWN is hidden by default (spec 4). */
const SHOWN_LEVELS = SCALE_KEYS.filter((key) => key !== 'notShown');

/**
 * An outcome's learning scale: each level with the curriculum's own text where it has one, else
 * the school's own text, marked not official, else the level's name alone (no real scale text is
 * published for most standards). The school's admins write the school's text here.
 */
export function LearningScaleSection({
  outcome,
  institutionId,
  canWrite,
}: {
  outcome: LearningOutcome;
  institutionId: number;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const school = useSchoolScale(institutionId, outcome.uuid);
  const [isEditing, setEditing] = useState(false);
  const official = scaleAsPlainText(outcome.standardBasedLearningOutcome?.learningScale);
  const own = scaleAsPlainText(school.data?.learningScale);

  return (
    <section aria-labelledby={`scale-${outcome.uuid}`}>
      <Title order={3} size="h5" mb="xs" id={`scale-${outcome.uuid}`}>
        {t('outcomes.scale.title')}
      </Title>
      {isEditing ? (
        <SchoolScaleForm
          institutionId={institutionId}
          uuid={outcome.uuid}
          initial={own}
          onDone={() => setEditing(false)}
        />
      ) : (
        <Stack gap="xs">
          <List listStyleType="none" spacing={6}>
            {SHOWN_LEVELS.map((level) => (
              <List.Item key={level}>
                <Text size="sm" fw={600}>
                  {t(`outcomes.scale.levels.${level}`)}
                </Text>
                {official[level] ? (
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {official[level]}
                  </Text>
                ) : own[level] ? (
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {own[level]}
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List>
          {school.isError && (
            <Text size="sm" c="red.8">
              {t('outcomes.scale.loadError')}
            </Text>
          )}
          {school.data?.updatedOn && (
            <Group gap={6}>
              <Badge variant="outline" color="gray" c="gray.8" radius="sm">
                {t('outcomes.scale.notOfficial')}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('outcomes.scale.writtenBy', {
                  name: school.data.updatedBy ?? t('outcomes.scale.someone'),
                  date: formatters.date(school.data.updatedOn),
                })}
              </Text>
            </Group>
          )}
          {canWrite && (
            <Button
              variant="default"
              size="xs"
              style={{ alignSelf: 'flex-start' }}
              disabled={school.isPending}
              onClick={() => setEditing(true)}
            >
              {school.data?.updatedOn ? t('outcomes.scale.edit') : t('outcomes.scale.write')}
            </Button>
          )}
        </Stack>
      )}
    </section>
  );
}

function SchoolScaleForm({
  institutionId,
  uuid,
  initial,
  onDone,
}: {
  institutionId: number;
  uuid: string;
  initial: Record<LearningScaleKey, string>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveSchoolScale(institutionId, uuid);
  const [levels, setLevels] = useState(initial);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { levels },
      {
        onSuccess: () => {
          showNotification({ tone: 'success', message: t('outcomes.scale.saved') });
          onDone();
        },
        // The form keeps what was typed, to try again.
        onError: (error) => handleError(error, 'outcomes.scale.saveFailed'),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={t('outcomes.scale.formLabel')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('outcomes.scale.formIntro')}
        </Text>
        {SHOWN_LEVELS.map((level) => (
          <Textarea
            key={level}
            label={t(`outcomes.scale.levels.${level}`)}
            value={levels[level]}
            maxLength={SCHOOL_SCALE_TEXT_MAX}
            resize="vertical"
            rows={3}
            onChange={(event) => {
              const { value } = event.currentTarget;
              setLevels((current) => ({ ...current, [level]: value }));
            }}
          />
        ))}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('outcomes.scale.save')}
          </Button>
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
