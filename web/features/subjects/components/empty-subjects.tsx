import { Button, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBJECT_COLORS } from '../../../../common/subjects/constants.ts';
import { AdminContactList } from './admin-contact-list.tsx';
import classes from './empty-subjects.module.css';

/**
 * Who sees an empty list, and so what they can do next: create a subject; as staff who may not,
 * ask for access or join with a code; as a student, join with a code; or nothing yet (an expired
 * school, an invitation not accepted yet), which the page's notices explain.
 */
export type EmptySubjectsKind = 'create' | 'staff' | 'student' | 'unavailable';

const TITLE_ID = 'empty-subjects-title';

/** A small card in the picture: white, with a cover in `colour`, turned by `tilt` degrees. */
function PictureCard({
  x,
  y,
  height,
  colour,
  tilt = 0,
}: {
  x: number;
  y: number;
  height: number;
  colour: string;
  tilt?: number;
}) {
  const turn = `rotate(${tilt} ${x + 22} ${y + height / 2})`;
  return (
    <g transform={turn}>
      <rect x={x} y={y} width="44" height={height} rx="6" fill="#fff" stroke="#ced4da" />
      <rect x={x} y={y} width="44" height={height * 0.36} rx="6" fill={colour} />
    </g>
  );
}

/** Three cards in subject colours, as a picture of the list to come. */
function EmptyPicture() {
  const [first = '', second = '', third = ''] = SUBJECT_COLORS;
  return (
    <svg className={classes.picture} viewBox="0 0 120 80" aria-hidden focusable={false}>
      <PictureCard x={8} y={20} height={52} colour={first} tilt={-8} />
      <PictureCard x={68} y={20} height={52} colour={third} tilt={8} />
      <PictureCard x={38} y={10} height={56} colour={second} />
      <rect x="44" y="38" width="28" height="4" rx="2" fill="#dee2e6" />
      <rect x="44" y="47" width="18" height="4" rx="2" fill="#dee2e6" />
    </svg>
  );
}

/** The subject list's empty view (spec 2.4), with the next step for the person looking. */
export function EmptySubjects({
  kind,
  institutionId,
  join,
  onCreate,
}: {
  kind: EmptySubjectsKind;
  institutionId: number;
  /** The 'join subject' region, for those whose next step is a class code. */
  join?: ReactNode;
  /** Takes the person to the create subject form. */
  onCreate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className={classes.empty} aria-labelledby={TITLE_ID} data-testid="subject-list-empty">
      <EmptyPicture />
      <Title order={2} size="h3" id={TITLE_ID}>
        {kind === 'student' ? t('dashboard.empty.studentTitle') : t('dashboard.empty.title')}
      </Title>
      <div className={classes.next}>
        <Text>{t(`dashboard.empty.${kind}`)}</Text>
        {kind === 'create' && onCreate && (
          <Button onClick={onCreate} className={classes.action}>
            {t('dashboard.empty.createAction')}
          </Button>
        )}
        {kind === 'staff' && <AdminContactList institutionId={institutionId} />}
        {(kind === 'staff' || kind === 'student') && join && <div className={classes.join}>{join}</div>}
      </div>
    </section>
  );
}
