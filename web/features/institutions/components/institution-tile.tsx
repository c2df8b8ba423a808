import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isExpiredInstitution } from '../../../../common/institutions/picker.ts';
import { institutionPath } from '../../../../common/institutions/paths.ts';
import { DEFAULT_ENDPOINT, type Institution } from '../../../../common/institutions/schema.ts';
import { RetryingImage } from '../../../ui/retrying-image.tsx';
import { tileBannerSources } from '../banner.ts';
import classes from './institution-tile.module.css';

/** An institution the person belongs to: its name over its banner, linking to its page (spec 2.2). */
export function InstitutionTile({ institution }: { institution: Institution }) {
  const { t } = useTranslation();
  const isExpired = isExpiredInstitution(institution);
  return (
    <Link
      to={institutionPath({ endpoint: DEFAULT_ENDPOINT, code: institution.code, id: institution.id })}
      className={`${classes.tile} ${isExpired ? classes.expired : ''}`}
      data-testid="institution-tile"
    >
      <RetryingImage className={classes.banner} sources={tileBannerSources(institution)} alt="" />
      <span className={classes.name}>{institution.name}</span>
      {isExpired && (
        <Badge className={classes.badge} color="gray.9" variant="filled">
          <span className={classes.separator}>, </span>
          {t('picker.expired')}
        </Badge>
      )}
    </Link>
  );
}
