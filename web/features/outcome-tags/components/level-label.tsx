import '../outcome-tags-i18n.ts';
import { useTranslation } from 'react-i18next';
import { LEARNING_SCALE_KEYS, type ProficiencyLevel } from '../../../../common/outcomes/constants.ts';
import { LEVEL_COLOURS } from '../level-colours.ts';
import classes from './outcome-table.module.css';

/** A level's name as the scale calls it ('Proficient'). */
export function useLevelName() {
  const { t } = useTranslation();
  return (level: ProficiencyLevel) => t(`outcomes.scale.levels.${LEARNING_SCALE_KEYS[level]}`);
}

/** A proficiency level as a short coloured label: its name is always written, never told by colour alone. */
export function LevelLabel({ level }: { level: ProficiencyLevel }) {
  const levelName = useLevelName();
  const colours = LEVEL_COLOURS[level];
  return (
    <span
      className={classes.level}
      style={{ background: colours.background, color: colours.text, borderColor: colours.border }}
    >
      {levelName(level)}
    </span>
  );
}

/** The levels and their colours, as a key above a grid. */
export function LevelLegend({ levels }: { levels: readonly ProficiencyLevel[] }) {
  const { t } = useTranslation();
  return (
    <div className={classes.legend}>
      <span className={classes.legendTitle}>{t('outcomeTags.progress.legend')}</span>
      <ul className={classes.legendList}>
        {levels.map((level) => (
          <li key={level}>
            <LevelLabel level={level} />
          </li>
        ))}
      </ul>
    </div>
  );
}
