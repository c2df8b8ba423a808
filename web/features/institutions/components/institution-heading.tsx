import { Button, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Institution } from '../../../../common/institutions/schema.ts';
import { RetryingImage } from '../../../ui/retrying-image.tsx';
import { pageBannerSources } from '../banner.ts';
import { clearDefaultInstitution } from '../default-institution.ts';
import { useMyInstitutions } from '../institutions.queries.ts';
import classes from './institution-heading.module.css';

/** Spec 9: the switch-institution control appears from this many institutions on. */
const SWITCH_INSTITUTION_MIN = 2;

/**
 * The institution's name as the page heading, with the 'switch institution' control (spec 2.3):
 * shown from two institutions on; it leads to / and forgets the remembered default.
 */
export function InstitutionHeading({ institution }: { institution: Institution }) {
  const { t } = useTranslation();
  const myInstitutions = useMyInstitutions();
  const canSwitch = (myInstitutions.data?.length ?? 0) >= SWITCH_INSTITUTION_MIN;
  return (
    <div className={classes.heading}>
      <Title order={1}>{institution.name}</Title>
      {canSwitch && (
        <Button component={Link} to="/" variant="default" onClick={() => clearDefaultInstitution()}>
          {t('institution.switch')}
        </Button>
      )}
    </div>
  );
}

/** The institution's own banner (spec 2.3): the uploaded image only; if it fails, no banner. */
export function InstitutionBanner({ institution }: { institution: Institution }) {
  return <RetryingImage className={classes.banner} sources={pageBannerSources(institution)} alt="" />;
}
