import { Center, Group, Loader, Text } from '@mantine/core';

/**
 * A spinner with a spoken label, for a page or region that is loading. As a page's only content
 * (`isPageHeading`), the label is the page's heading, so the page still has its one h1.
 */
export function LoadingState({ label, isPageHeading = false }: { label: string; isPageHeading?: boolean }) {
  return (
    <Center py="xl" role="status">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text component={isPageHeading ? 'h1' : 'p'} size="md" fw={isPageHeading ? 500 : undefined} m={0}>
          {label}
        </Text>
      </Group>
    </Center>
  );
}
