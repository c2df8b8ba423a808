/**
 * What the app and other features take from learning outcomes: the routes (spec 7), the read
 * service (outcomes by uuid, by curriculum, paged lists, curricula) and the curriculum import
 * service that loads the shipped curricula and an operator's files.
 */
export { outcomesRoutes } from './outcomes.routes.ts';
export {
  createOutcomesService,
  DEFAULT_OUTCOME_PAGE,
  MAX_OUTCOME_PAGE,
  type OutcomePage,
  type OutcomesService,
} from './outcomes.service.ts';
export {
  createCurriculumImportService,
  type CurriculumImportService,
  type ImportReport,
} from './curriculum-import.service.ts';
export {
  createCasePackageImportService,
  type CasePackageImportService,
  type CaseImportReport,
} from './case-package.service.ts';
export { CASE_CURRICULA } from './case-package.rules.ts';
export { STANDARD_ITEM_TYPES } from './case-package.mapper.ts';
export { ImportRefusedError } from './import-problems.types.ts';
export type { SourceResult } from './curriculum-import.service.ts';
export type { CurriculumSummary } from './outcomes.mapper.ts';
export type { OutcomeFilter } from './outcomes.repo.ts';
export { CURRICULUM_SOURCES, type CurriculumSource } from './curriculum-sources.mapper.ts';
