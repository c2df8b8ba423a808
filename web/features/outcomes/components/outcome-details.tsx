import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { badgeTextColour } from './badge-text-colour.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NGSS_PARTS } from '../../../../common/outcomes/constants.ts';
import { NGSS_BADGE_COLORS, outcomeBadges, ngssPartsOf } from '../../../../common/outcomes/colours.ts';
import type { Curriculum } from '../../../../common/outcomes/contracts.ts';
import { flattenOutcome, outcomeMetadata } from '../../../../common/outcomes/flatten.ts';
import { gradeLabel, joinMetadata, ngssAbbreviationName } from '../../../../common/outcomes/labels.ts';
import { outcomeVariant, type LearningOutcome } from '../../../../common/outcomes/schema.ts';
import { CurriculumAttribution } from './curriculum-attribution.tsx';
import { OutcomeBadges } from './outcome-badges.tsx';
import { OutcomeNotes } from './outcome-notes.tsx';
import { OutcomeText } from './outcome-text.tsx';

function Field({ label, children }: { label: string; children: string | null | undefined }) {
  if (!children) return null;
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text size="sm">
        <OutcomeText text={children} />
      </Text>
    </div>
  );
}

/** The variant's own text: every field a teacher reads, and an NGSS outcome's parts. */
function VariantText({ outcome }: { outcome: LearningOutcome }) {
  const { t } = useTranslation();
  const variant = outcomeVariant(outcome);
  switch (variant.kind) {
    case 'auOutcome': {
      // Its description is the outcome's title, shown above.
      const au = variant.value;
      return (
        <Stack gap="sm">
          <Field label={t('outcomes.browser.subjectsCovered')}>{au.subjectsCovered.join(', ')}</Field>
          <Field label={t('outcomes.browser.generalCapabilities')}>{au.generalCapabilities.join(', ')}</Field>
        </Stack>
      );
    }
    case 'ngssOutcome': {
      const ngss = variant.value;
      return (
        <section aria-label={t('outcomes.browser.parts')}>
          <Title order={3} size="h5" mb="xs">
            {t('outcomes.browser.parts')}
          </Title>
          <List listStyleType="none" spacing="sm">
            {ngssPartsOf(ngss).map((abbreviation) => {
              const part = ngss[NGSS_PARTS[abbreviation]];
              if (!part) return null;
              const color = NGSS_BADGE_COLORS[abbreviation];
              return (
                <List.Item key={abbreviation}>
                  <Group gap={6}>
                    <Badge variant="light" color={color} c={badgeTextColour(color)} radius="sm">
                      {abbreviation}
                    </Badge>
                    <Text size="sm" fw={600}>
                      {ngssAbbreviationName(abbreviation)} · {part.code}
                    </Text>
                  </Group>
                  <Text size="sm">
                    <OutcomeText text={part.standardDescription} />
                  </Text>
                  <Text size="xs" c="dimmed">
                    {joinMetadata([
                      part.level && gradeLabel(part.level),
                      part.topicDescription,
                      part.subTopicDescription,
                    ])}
                  </Text>
                </List.Item>
              );
            })}
          </List>
        </section>
      );
    }
    case 'nswOutcome':
      // A focus area's content points are its description, shown with their examples below.
      if (variant.value.contentPoints?.length) return null;
      return <Field label={t('outcomes.browser.description')}>{variant.value.description}</Field>;
    case 'ncOutcome':
      return (
        <Stack gap="sm">
          <Field label={t('outcomes.browser.description')}>{variant.value.objectiveDescription}</Field>
          <Field label={variant.value.standardCode ?? t('outcomes.browser.description')}>
            {variant.value.standardDescription}
          </Field>
        </Stack>
      );
    case 'standardBasedLearningOutcome':
      return null;
    case 'fundamentalsOutcome':
      return <Field label={t('outcomes.browser.description')}>{variant.value.description}</Field>;
  }
}

/**
 * An outcome in full (the browser's 'open an outcome'): badges, code, title, type, year level
 * and place, what the source says beside its text (OutcomeNotes: a clarification, a boundary, notes),
 * the variant's text with an NGSS outcome's practices, core ideas and crosscutting concepts, its
 * sub-standards, and the curriculum's attribution and licence under it.
 */
export function OutcomeDetails({
  outcome,
  curriculum,
  subStandards = [],
  children,
}: {
  outcome: LearningOutcome;
  curriculum: Curriculum;
  subStandards?: readonly LearningOutcome[];
  /** What the page shows of the outcome besides (its learning scale), above the attribution. */
  children?: ReactNode;
}) {
  const flat = flattenOutcome(outcome);
  return (
    <Stack gap="md">
      <Group gap={6}>
        <OutcomeBadges badges={outcomeBadges(outcome)} code={flat.code} />
      </Group>
      <Text>
        <OutcomeText text={flat.title} />
      </Text>
      <Text size="sm" c="dimmed">
        {outcomeMetadata(flat)}
      </Text>
      <OutcomeNotes outcome={outcome} />
      <VariantText outcome={outcome} />
      {subStandards.length > 0 && (
        <List spacing={4} size="sm">
          {subStandards.map((sub) => {
            const subFlat = flattenOutcome(sub);
            return (
              <List.Item key={sub.uuid}>
                {subFlat.code && <strong>{subFlat.code} </strong>}
                <OutcomeText text={subFlat.title} />
              </List.Item>
            );
          })}
        </List>
      )}
      {children}
      <CurriculumAttribution curriculum={curriculum} />
    </Stack>
  );
}
