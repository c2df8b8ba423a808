import '../outcome-tags-i18n.ts';
import { Button, Checkbox, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubStandardTags } from '../../../../common/outcome-tags/schema.ts';
import { DEFAULT_PROFICIENCY_LEVEL, type ProficiencyLevel } from '../../../../common/outcomes/constants.ts';
import type { ConsolidatedOutcome } from '../../../../common/outcomes/schema.ts';
import { outcomeName } from '../outcome-name.ts';
import { subStandardAreaState } from '../sub-standard-area-state.ts';
import { ProficiencyScale } from './proficiency-scale.tsx';
import { SubStandardName } from './sub-standard-name.tsx';
import classes from './sub-standard-area.module.css';

export interface SubStandardAreaProps {
  /** The tagged outcome; without sub-standards the area renders nothing (state NONE). */
  outcome: ConsolidatedOutcome;
  /** Sub-standard uuid → level: a sub-standard is selected when it has a level here. */
  subStandardTags: SubStandardTags;
  /** The new map after a sub-standard is ticked, unticked or given another level. */
  onChange: (subStandardTags: SubStandardTags) => void;
  /** The level a newly ticked sub-standard starts at (the outcome's level); PROFICIENT by default. */
  defaultLevel?: ProficiencyLevel;
}

/**
 * The sub-standard area of edit-question (and edit-lesson) mode, spec 4: nothing without
 * sub-standards; the sub-standards, each with a checkbox and, once ticked, its own proficiency
 * scale, when any is selected or the teacher asked to see them; otherwise a message bar whose
 * button shows them. Once shown, the list stays while the tag is edited, so unticking the last
 * sub-standard does not pull it from under the pointer. The outcome's own scale is the parent's
 * (`showsOutcomeScale`).
 */
export function SubStandardArea({
  outcome,
  subStandardTags,
  onChange,
  defaultLevel = DEFAULT_PROFICIENCY_LEVEL,
}: SubStandardAreaProps) {
  const { t } = useTranslation();
  const [hasChosenToShow, setChosenToShow] = useState(false);
  const isRevealing = useRef(false);
  const firstCheckbox = useRef<HTMLInputElement>(null);
  const state = subStandardAreaState(outcome, subStandardTags, hasChosenToShow);

  // The button that revealed the list is gone: focus moves to the list's first checkbox.
  useEffect(() => {
    if (!isRevealing.current || state !== 'SUB-STANDARDS') return;
    isRevealing.current = false;
    firstCheckbox.current?.focus();
  }, [state]);

  if (state === 'NONE') return null;
  const code = outcomeName(outcome);

  if (state === 'MESSAGE_NO_SUB-STANDARD_SELECTED')
    return (
      <div className={classes.message}>
        <Text size="sm">{t('outcomeTags.subStandards.none', { code })}</Text>
        <Button
          variant="default"
          size="xs"
          onClick={() => {
            isRevealing.current = true;
            setChosenToShow(true);
          }}
        >
          {t('outcomeTags.subStandards.show')}
        </Button>
      </div>
    );

  const setLevel = (uuid: string, level: ProficiencyLevel | null) => {
    setChosenToShow(true);
    const next = { ...subStandardTags };
    if (level) next[uuid] = level;
    else delete next[uuid];
    onChange(next);
  };

  return (
    <fieldset className={classes.list}>
      <legend className={classes.legend}>{t('outcomeTags.subStandards.legend', { code })}</legend>
      {outcome.subStandards.map((subStandard, index) => {
        const level = subStandardTags[subStandard.uuid] ?? null;
        return (
          <div key={subStandard.uuid} className={classes.item}>
            <Checkbox
              ref={index === 0 ? firstCheckbox : undefined}
              checked={level !== null}
              onChange={(event) =>
                setLevel(subStandard.uuid, event.currentTarget.checked ? defaultLevel : null)
              }
              label={<SubStandardName subStandard={subStandard} />}
            />
            {level && (
              <div className={classes.scale}>
                <ProficiencyScale
                  value={level}
                  onChange={(change) => {
                    if (change !== 'UNSELECT') setLevel(subStandard.uuid, change);
                  }}
                  learningScale={subStandard.learningScale}
                  label={t('outcomeTags.subStandards.levelFor', { code: outcomeName(subStandard) })}
                />
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
