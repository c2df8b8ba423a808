import { Text } from '@mantine/core';
import type { ConsolidatedOutcome } from '../../../../common/outcomes/schema.ts';
import { OutcomeText } from '../../outcomes/components/outcome-text.tsx';

/** A sub-standard as a label reads it: its code in bold, then its title. */
export function SubStandardName({
  subStandard,
}: {
  subStandard: Pick<ConsolidatedOutcome['subStandards'][number], 'code' | 'title'>;
}) {
  return (
    <>
      {subStandard.code && (
        <Text component="span" size="sm" fw={700}>
          {subStandard.code}
        </Text>
      )}{' '}
      <OutcomeText text={subStandard.title} />
    </>
  );
}
