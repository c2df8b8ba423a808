import { Button, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Institution } from '../../../../common/institutions/schema.ts';
import { Icon } from '../../../ui/icon.tsx';
import { RetryingImage } from '../../../ui/retrying-image.tsx';
import { pageBannerSources } from '../banner.ts';
import { clearDefaultInstitution } from '../default-institution.ts';
import { useMyInstitutions } from '../institutions.queries.ts';
import { ChangeBanner } from './change-banner.tsx';
import classes from './institution-heading.module.css';

/** Spec 9: the switch-institution control appears from this many institutions on. */
const SWITCH_INSTITUTION_MIN = 2;

function SwitchIcon() {
  return (
    <Icon>
      <path d="M7 4 3 8l4 4" />
      <path d="M3 8h14" />
      <path d="m17 12 4 4-4 4" />
      <path d="M21 16H7" />
    </Icon>
  );
}

/**
 * 'Switch school' (spec 2.3): shown from two institutions on; it leads to / and forgets the
 * remembered default.
 */
function SwitchInstitution() {
  const { t } = useTranslation();
  const myInstitutions = useMyInstitutions();
  if ((myInstitutions.data?.length ?? 0) < SWITCH_INSTITUTION_MIN) return null;
  return (
    <Button
      component={Link}
      to="/"
      size="xs"
      variant="default"
      leftSection={<SwitchIcon />}
      onClick={() => clearDefaultInstitution()}
      className={classes.switch}
    >
      {t('institution.switch')}
    </Button>
  );
}

/**
 * The band at the top of a school's pages: the page's heading (the school's name by default), a
 * line about the page, and the school's own banner (spec 2.3: the uploaded image only; if it
 * fails, none), which its admins can change here. The banner is never cropped: it keeps its
 * shape, framed at the band's height on wide screens and as a small picture beside the name on a
 * phone.
 */
export function InstitutionBand({
  institution,
  title = institution.name,
  eyebrow,
  children,
  canSwitch = false,
}: {
  institution: Institution;
  title?: string;
  /** A line above the heading (the school's name, when the heading is the page's). */
  eyebrow?: string;
  children?: ReactNode;
  /** Whether to offer 'switch school' (the subjects page). */
  canSwitch?: boolean;
}) {
  return (
    <div className={classes.band}>
      <div className={classes.body}>
        {eyebrow && (
          <Text className={classes.eyebrow} fw={600} size="sm">
            {eyebrow}
          </Text>
        )}
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {children}
        {canSwitch && <SwitchInstitution />}
        <ChangeBanner institution={institution} />
      </div>
      <RetryingImage className={classes.art} sources={pageBannerSources(institution)} alt="" />
    </div>
  );
}

/** The band's shape while the school loads. */
export function InstitutionBandSkeleton() {
  return (
    <div className={classes.band}>
      <div className={classes.body}>
        <Skeleton height={30} width="55%" radius="sm" />
        <Skeleton height={12} width="80%" radius="xl" mt="sm" />
        <Skeleton height={12} width="60%" radius="xl" mt={6} />
      </div>
    </div>
  );
}
