import '../outcome-tags-i18n.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LEARNING_SCALE_KEYS,
  PROFICIENCY_LEVELS,
  type ProficiencyLevel,
} from '../../../../common/outcomes/constants.ts';
import type { LearningScale } from '../../../../common/outcomes/schema.ts';
import { RichTextView } from '../../rich-text/index.ts';
import { scaleLevelDocument } from '../localized-text.ts';
import { TargetIcon } from './target-icon.tsx';
import { useScaleLayout } from './use-scale-layout.ts';
import classes from './proficiency-scale.module.css';

/** What the scale reports: the level picked, or UNSELECT when the selected one is picked again. */
export type ProficiencyScaleChange = ProficiencyLevel | 'UNSELECT';

export interface ProficiencyScaleProps {
  /** The selected level, null for none. When it is NOT_SHOWN nothing is rendered (spec 4). */
  value: ProficiencyLevel | null;
  /** Called with the level picked, or 'UNSELECT' (only when `allowUnselect`). Not called when `readOnly`. */
  onChange?: (change: ProficiencyScaleChange) => void;
  /** Clicking the selected level (or Space on it) emits 'UNSELECT'. Default false. */
  allowUnselect?: boolean;
  /** Offer NOT_SHOWN as a level; hidden by default. */
  showNotShown?: boolean;
  /** The level marked with a target icon (the level a question or lesson aims at). */
  targetLevel?: ProficiencyLevel | null;
  /** The outcome's (or sub-standard's) scale: each level's text where it has one, else its name alone. */
  learningScale?: LearningScale | null;
  /** Shows the selection without letting it change (announced as read only). */
  readOnly?: boolean;
  /** The radio group's accessible name; 'Proficiency level' by default. Name the outcome where several show. */
  label?: string;
}

/**
 * A proficiency scale (spec 4): a radio group of native radio inputs, so Tab reaches the selected
 * level (or the first), arrow keys move and select, and screen readers announce a radio group.
 * Laid out horizontally when its own width is above 450 px, vertically at or below.
 */
export function ProficiencyScale(props: ProficiencyScaleProps) {
  if (props.value === 'NOT_SHOWN') return null;
  return <ScaleBody {...props} />;
}

function ScaleBody({
  value,
  onChange,
  allowUnselect = false,
  showNotShown = false,
  targetLevel = null,
  learningScale,
  readOnly = false,
  label,
}: ProficiencyScaleProps) {
  const { t, i18n } = useTranslation();
  const { ref, layout } = useScaleLayout<HTMLDivElement>();
  const id = useId();
  const levels = PROFICIENCY_LEVELS.filter((level) => showNotShown || level !== 'NOT_SHOWN');

  return (
    <div
      ref={ref}
      className={classes.scale}
      data-layout={layout}
      role="radiogroup"
      aria-label={label ?? t('outcomeTags.scale.label')}
      aria-readonly={readOnly || undefined}
    >
      {levels.map((level) => {
        const isChecked = value === level;
        const isTarget = targetLevel === level;
        const doc = scaleLevelDocument(learningScale, level, i18n.language);
        const nameId = `${id}-${level}-name`;
        const targetId = `${id}-${level}-target`;
        const textId = `${id}-${level}-text`;
        return (
          <label
            key={level}
            className={classes.level}
            data-checked={isChecked || undefined}
            data-target={isTarget || undefined}
          >
            <span className={classes.head}>
              <input
                type="radio"
                className={classes.radio}
                name={id}
                value={level}
                checked={isChecked}
                aria-labelledby={isTarget ? `${nameId} ${targetId}` : nameId}
                aria-describedby={doc ? textId : undefined}
                onChange={() => {
                  if (!readOnly) onChange?.(level);
                }}
                // A checked radio fires no change when clicked again: its click is the unselect.
                onClick={() => {
                  if (!readOnly && allowUnselect && isChecked) onChange?.('UNSELECT');
                }}
              />
              <span id={nameId} className={classes.name}>
                {t(`outcomes.scale.levels.${LEARNING_SCALE_KEYS[level]}`)}
              </span>
              {isTarget && (
                <TargetIcon id={targetId} className={classes.target} label={t('outcomeTags.scale.target')} />
              )}
            </span>
            {doc && (
              <span id={textId} className={classes.text}>
                <RichTextView doc={doc} topHeadingLevel={4} />
              </span>
            )}
          </label>
        );
      })}
    </div>
  );
}
