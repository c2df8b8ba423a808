/**
 * Why an operator's file was refused, in words they can act on: each problem names the record (by
 * its place in the file and its identifier and code) and says what was expected and what was found.
 */
export interface ImportProblem {
  /** Where: `CFItems[3] (5c0e…, 1.A.2).sequenceNumber`, or the file. */
  field: string;
  message: string;
}

/** A file refused before anything was written. */
export class ImportRefusedError extends Error {
  constructor(
    message: string,
    readonly problems: readonly ImportProblem[] = [],
  ) {
    super(message);
  }
}
