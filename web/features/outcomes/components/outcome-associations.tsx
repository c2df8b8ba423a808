import { Anchor, List, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LearningOutcome, OutcomeAssociation } from '../../../../common/outcomes/schema.ts';
import { OutcomeText } from './outcome-text.tsx';

/** The heading an association is listed under: its type, and which end this outcome is. */
export const associationKey = (association: OutcomeAssociation) =>
  `${association.type}${association.isIncoming ? 'Incoming' : ''}` as const;

/** Where an address points, as its host (`opensalt.example.org`), else the address itself. */
const hostOf = (uri: string) => (URL.canParse(uri) ? new URL(uri).host : uri);

function Other({
  association,
  byUuid,
  onOpen,
}: {
  association: OutcomeAssociation;
  byUuid: ReadonlyMap<string, LearningOutcome>;
  onOpen: (outcome: LearningOutcome) => void;
}) {
  const text = (
    <>
      {association.code && <strong>{association.code} </strong>}
      <OutcomeText text={association.title ?? ''} />
    </>
  );
  const held = association.uuid ? byUuid.get(association.uuid) : undefined;
  if (held)
    return (
      <UnstyledButton onClick={() => onOpen(held)} td="underline" c="blue.9" fz="sm" ta="start">
        {text}
      </UnstyledButton>
    );
  if (association.uri)
    return (
      <Text size="sm" span>
        {association.code && <strong>{association.code} </strong>}
        <Anchor href={association.uri} target="_blank" rel="noreferrer" size="sm">
          {association.title ? <OutcomeText text={association.title} /> : association.uri}
        </Anchor>
        {association.title && <Text span size="xs" c="dimmed">{` (${hostOf(association.uri)})`}</Text>}
      </Text>
    );
  return <Text size="sm">{text}</Text>;
}

/**
 * How a framework's outcome relates to others besides its place in the tree ("related",
 * "replaced by", "comes before"), grouped by kind. One held in the same curriculum opens when
 * chosen; one elsewhere links to its address.
 */
export function OutcomeAssociations({
  outcome,
  byUuid,
  onOpen,
}: {
  outcome: LearningOutcome;
  byUuid: ReadonlyMap<string, LearningOutcome>;
  onOpen: (outcome: LearningOutcome) => void;
}) {
  const { t } = useTranslation();
  const associations = outcome.standardBasedLearningOutcome?.associations ?? [];
  if (!associations.length) return null;
  const groups = new Map<string, OutcomeAssociation[]>();
  for (const association of associations)
    groups.set(associationKey(association), [
      ...(groups.get(associationKey(association)) ?? []),
      association,
    ]);
  return (
    <section aria-label={t('outcomes.associations.title')}>
      <Title order={3} size="h5" mb="xs">
        {t('outcomes.associations.title')}
      </Title>
      <Stack gap="sm">
        {[...groups.entries()].map(([key, list]) => (
          <div key={key}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {t(`outcomes.associations.types.${key as ReturnType<typeof associationKey>}`)}
            </Text>
            {/* No bullets: a button's bullet would stand by its last line, not its first. */}
            <List spacing={6} size="sm" listStyleType="none">
              {list.map((association, index) => (
                <List.Item key={`${association.uuid ?? association.uri ?? ''}-${index}`}>
                  <Other association={association} byUuid={byUuid} onOpen={onOpen} />
                </List.Item>
              ))}
            </List>
          </div>
        ))}
      </Stack>
    </section>
  );
}
