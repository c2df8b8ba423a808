import { Group, Text } from '@mantine/core';

/** The outcome selector's empty state (spec 2.12): its image 90 px wide, beside what to do. */
export function OutcomesEmpty({ text }: { text: string }) {
  return (
    <Group gap="md" wrap="nowrap" data-testid="outcomes-empty">
      <img
        src="/illustrations/no-outcomes.svg"
        width={90}
        height={72}
        alt=""
        style={{ width: 90, flex: 'none' }}
      />
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}
