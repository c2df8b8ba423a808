import '../outcome-tags-i18n.ts';
import { ActionIcon, Button, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActivityTag, WorksheetItemTag } from '../../../../common/outcome-tags/schema.ts';
import type { OutcomeBadge } from '../../../../common/outcomes/colours.ts';
import type { ProficiencyLevel } from '../../../../common/outcomes/constants.ts';
import type { ConsolidatedOutcome } from '../../../../common/outcomes/schema.ts';
import type { SchoolVideoProviderConfig } from '../../../../common/rich-text/video.ts';
import { Icon } from '../../../ui/icon.tsx';
import { RichTextView, type UploadImage } from '../../rich-text/index.ts';
import { readableDocument } from '../localized-text.ts';
import { outcomeName } from '../outcome-name.ts';
import { showsOutcomeScale } from '../sub-standard-area-state.ts';
import { OutcomeTagExplanationEditor } from './outcome-tag-explanation.tsx';
import { OutcomeTagHeader } from './outcome-tag-header.tsx';
import { ProficiencyScale, type ProficiencyScaleChange } from './proficiency-scale.tsx';
import { SubStandardName } from './sub-standard-name.tsx';
import { SubStandardArea } from './sub-standard-area.tsx';
import classes from './outcome-tag-view.module.css';

/** Spec 4's tag view modes. */
export type OutcomeTagViewMode = 'edit-question' | 'edit-lesson' | 'suggesting' | 'static';

interface CommonProps {
  /** The tagged (or suggested) outcome, consolidated with its sub-standards. */
  outcome: ConsolidatedOutcome;
  /** The outcome's badges (`outcomeBadges(learningOutcome)`, spec 3); none by default, the code shows anyway. */
  badges?: readonly OutcomeBadge[];
  /** The school's video provider, for videos in the lesson tag's explanation. */
  videoProviderConfig?: SchoolVideoProviderConfig | null;
}

export type OutcomeTagViewProps = CommonProps &
  (
    | {
        /** A question's tag: its level, the show-in-rubric switch, the sub-standard area, remove. */
        mode: 'edit-question';
        tag: WorksheetItemTag;
        onChange: (tag: WorksheetItemTag) => void;
        onRemove: () => void;
      }
    | {
        /** A lesson's tag: its level, the explanation (rich text), the rubric and scope-and-sequence switches, remove. */
        mode: 'edit-lesson';
        tag: ActivityTag;
        onChange: (tag: ActivityTag) => void;
        onRemove: () => void;
        /** Stores an image put in the explanation; without it the editor offers no image button. */
        uploadImage?: UploadImage;
      }
    | {
        /** A suggested outcome: read only, a dashed border and an Add button. */
        mode: 'suggesting';
        onAdd: () => void;
      }
    | {
        /** A tag read only: its level (and a question tag's sub-standards' levels), a lesson tag's explanation. */
        mode: 'static';
        tag: WorksheetItemTag | ActivityTag;
      }
  );

function RemoveIcon() {
  return (
    <Icon>
      <path d="M18 6 6 18M6 6l12 12" />
    </Icon>
  );
}

/**
 * One tagged outcome (spec 4 "Tag view modes"), controlled: every change comes back whole through
 * `onChange`. The outcome's curriculum colour is the bar at its start; its own scale shows unless a
 * sub-standard is selected; the explanation is editable only in edit-lesson.
 */
export function OutcomeTagView(props: OutcomeTagViewProps) {
  const { t } = useTranslation();
  const { outcome, badges = [] } = props;
  const code = outcomeName(outcome);

  const action =
    props.mode === 'suggesting' ? (
      <Button variant="light" size="xs" aria-label={t('outcomeTags.tag.add', { code })} onClick={props.onAdd}>
        {t('outcomeTags.tag.addShort')}
      </Button>
    ) : props.mode === 'edit-question' || props.mode === 'edit-lesson' ? (
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('outcomeTags.tag.remove', { code })}
        title={t('outcomeTags.tag.remove', { code })}
        onClick={props.onRemove}
      >
        <RemoveIcon />
      </ActionIcon>
    ) : null;

  return (
    <div
      role="group"
      aria-label={t('outcomeTags.tag.label', { code })}
      className={props.mode === 'suggesting' ? `${classes.tag} ${classes.suggesting}` : classes.tag}
      data-mode={props.mode}
      style={{ borderInlineStartColor: `var(--mantine-color-${outcome.tagColor}-6)` }}
    >
      <OutcomeTagHeader outcome={outcome} badges={badges} action={action} />
      <TagBody {...props} />
    </div>
  );
}

function TagBody(props: OutcomeTagViewProps) {
  const { t } = useTranslation();
  const { outcome } = props;
  const code = outcomeName(outcome);
  // A tag always has a level: the outcome's scale picks one and never unselects.
  const levelScale = (level: ProficiencyLevel, setLevel: (level: ProficiencyLevel) => void) => ({
    value: level,
    onChange: (change: ProficiencyScaleChange) => {
      if (change !== 'UNSELECT') setLevel(change);
    },
    learningScale: outcome.learningScale,
    label: t('outcomeTags.scale.labelFor', { code }),
  });

  switch (props.mode) {
    case 'suggesting':
      return null;

    case 'edit-question': {
      const { tag, onChange } = props;
      return (
        <Stack gap="sm">
          {showsOutcomeScale(outcome, tag.subStandardTags) && (
            <ProficiencyScale {...levelScale(tag.level, (level) => onChange({ ...tag, level }))} />
          )}
          <SubStandardArea
            outcome={outcome}
            subStandardTags={tag.subStandardTags}
            defaultLevel={tag.level}
            onChange={(subStandardTags) => onChange({ ...tag, subStandardTags })}
          />
          <Switch
            label={t('outcomeTags.tag.showInRubric')}
            checked={tag.showInRubric}
            onChange={(event) => onChange({ ...tag, showInRubric: event.currentTarget.checked })}
          />
        </Stack>
      );
    }

    case 'edit-lesson': {
      const { tag, onChange } = props;
      return (
        <Stack gap="sm">
          <ProficiencyScale {...levelScale(tag.level, (level) => onChange({ ...tag, level }))} />
          <OutcomeTagExplanationEditor
            value={tag.descriptionLocalised}
            onChange={(descriptionLocalised) => onChange({ ...tag, descriptionLocalised })}
            label={t('outcomeTags.tag.explanation', { code })}
            uploadImage={props.uploadImage}
            videoProviderConfig={props.videoProviderConfig}
          />
          <Switch
            label={t('outcomeTags.tag.showInActivityRubric')}
            checked={tag.showInActivityRubric}
            onChange={(event) => onChange({ ...tag, showInActivityRubric: event.currentTarget.checked })}
          />
          <Switch
            label={t('outcomeTags.tag.showInScopeAndSequence')}
            checked={tag.showInScopeAndSequence}
            onChange={(event) => onChange({ ...tag, showInScopeAndSequence: event.currentTarget.checked })}
          />
        </Stack>
      );
    }

    case 'static':
      return <StaticBody {...props} />;
  }
}

/** The read-only body: the target level on the scale, the sub-standards' levels, the explanation. */
function StaticBody({
  outcome,
  tag,
  videoProviderConfig,
}: CommonProps & { tag: WorksheetItemTag | ActivityTag }) {
  const { t, i18n } = useTranslation();
  const code = outcomeName(outcome);
  const subStandardTags = 'subStandardTags' in tag ? tag.subStandardTags : {};
  const explanation =
    'descriptionLocalised' in tag ? readableDocument(tag.descriptionLocalised, i18n.language) : null;
  const tagged = outcome.subStandards.filter((subStandard) => subStandardTags[subStandard.uuid]);

  return (
    <Stack gap="sm">
      {showsOutcomeScale(outcome, subStandardTags) && (
        <ProficiencyScale
          value={tag.level}
          targetLevel={tag.level}
          learningScale={outcome.learningScale}
          label={t('outcomeTags.scale.labelFor', { code })}
          readOnly
        />
      )}
      {tagged.map((subStandard) => (
        <div key={subStandard.uuid} className={classes.subStandard}>
          <Text size="sm">
            <SubStandardName subStandard={subStandard} />
          </Text>
          <ProficiencyScale
            value={subStandardTags[subStandard.uuid] ?? null}
            targetLevel={subStandardTags[subStandard.uuid]}
            learningScale={subStandard.learningScale}
            label={t('outcomeTags.subStandards.levelFor', { code: outcomeName(subStandard) })}
            readOnly
          />
        </div>
      ))}
      {explanation && (
        <div>
          <Text size="sm" fw={600}>
            {t('outcomeTags.tag.explanationTitle')}
          </Text>
          <RichTextView doc={explanation} videoProviderConfig={videoProviderConfig} topHeadingLevel={4} />
        </div>
      )}
    </Stack>
  );
}
