import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import type { OutcomeVariant } from '../../../common/outcomes/schema.ts';

/** A curriculum as a source describes it: what it is called, and whose text it is. */
export interface CurriculumInfo {
  code: CurriculumCode;
  label: string;
  licence: string;
  /** Shown wherever the curriculum's text appears. */
  attribution: string;
  /** Publisher, export and version the text was taken from. */
  source: string;
  /** The document it comes from, where the source names one (a CASE CFDocument). */
  documentId?: string | null;
  documentTitle?: string | null;
}

/** One outcome as a mapper reads it from a source file, before it is validated and stored. */
export interface ImportedOutcome {
  uuid: string;
  code: string | null;
  isOfficial: boolean;
  variant: OutcomeVariant;
  /** The record's own licence and attribution, where the source gives one per record. */
  licence?: string | null;
  attribution?: string | null;
  /** The record's identifier in its source. */
  sourceRef?: string | null;
}

/** What one curriculum's import writes: the curriculum and every outcome, in the source's order. */
export interface CurriculumImport {
  curriculum: CurriculumInfo;
  outcomes: ImportedOutcome[];
}

/** The text of a source's files, by file name. */
export type SourceFiles = Readonly<Record<string, string>>;
