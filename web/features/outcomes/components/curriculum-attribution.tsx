import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Curriculum } from '../../../../common/outcomes/contracts.ts';
import classes from './curriculum-attribution.module.css';

/** The attribution and licence a curriculum's text is shown with, wherever it appears. */
export function CurriculumAttribution({ curriculum }: { curriculum: Curriculum }) {
  const { t } = useTranslation();
  return (
    <div className={classes.attribution}>
      <Text size="xs">{curriculum.attribution}</Text>
      <Text size="xs" fw={600}>
        {t('outcomes.browser.licence', { terms: curriculum.licence })}
      </Text>
    </div>
  );
}
