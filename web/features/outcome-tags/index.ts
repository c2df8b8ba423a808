/**
 * Outcome tags on questions and lessons (spec 4): presentational and controlled, they fetch
 * nothing; the pages hold the tags and save them.
 *
 * - `<OutcomeTagView mode="edit-question" outcome={consolidated} badges={outcomeBadges(outcome)}
 *   tag={worksheetItemTag} onChange={setTag} onRemove={remove} />`: a question's tag: level,
 *   show-in-rubric, the sub-standard area, remove. `mode="edit-lesson"` takes an `ActivityTag`
 *   (level, the explanation in the rich-text editor, the lesson-rubric and scope-and-sequence
 *   switches; `uploadImage`, `videoProviderConfig` as the lesson editor has them);
 *   `mode="suggesting"` takes `onAdd` only; `mode="static"` a tag of either kind, read only.
 * - `<ProficiencyScale value={level} onChange={(levelOrUnselect) => …} />`: a scale on its own
 *   (marking: `showNotShown`, `targetLevel={tag.level}`, `allowUnselect`, `learningScale`).
 * - `<SubStandardArea outcome subStandardTags onChange />` and `subStandardAreaState`,
 *   `showsOutcomeScale`: the sub-standard rules, if a page lays a tag out itself.
 */
export {
  OutcomeTagView,
  type OutcomeTagViewMode,
  type OutcomeTagViewProps,
} from './components/outcome-tag-view.tsx';
export {
  ProficiencyScale,
  type ProficiencyScaleChange,
  type ProficiencyScaleProps,
} from './components/proficiency-scale.tsx';
export { SubStandardArea, type SubStandardAreaProps } from './components/sub-standard-area.tsx';
export {
  showsOutcomeScale,
  subStandardAreaState,
  type SubStandardAreaState,
} from './sub-standard-area-state.ts';
