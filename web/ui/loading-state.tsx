import { Box, Center, Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

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

/**
 * A small spinner inside a line of the page, heard as its label: a spinner element itself may not
 * carry a label (it has no role), so the label is hidden text in a status.
 */
export function InlineLoading({ label, size = 'sm', mt }: { label: string; size?: 'xs' | 'sm'; mt?: 'xs' }) {
  return (
    <Box component="span" role="status" mt={mt} display="inline-block">
      <Loader size={size} aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Box>
  );
}

/**
 * Skeletons shaped like what is loading (Mantine Skeleton), which a screen reader hears as the
 * label alone; with `isPageHeading` the label is the page's (hidden) h1, as in LoadingState.
 */
export function LoadingSkeleton({
  label,
  isPageHeading = false,
  children,
}: {
  label: string;
  isPageHeading?: boolean;
  children: ReactNode;
}) {
  return (
    <div role="status">
      <VisuallyHidden component={isPageHeading ? 'h1' : 'p'}>{label}</VisuallyHidden>
      <div aria-hidden>{children}</div>
    </div>
  );
}
