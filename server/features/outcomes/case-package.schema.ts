import { Ajv2019, type ErrorObject } from 'ajv/dist/2019.js';
import type { Problem, ProblemMessage } from '../../../common/api/problems.ts';
import caseV1p0 from './case-schemas/case-v1p0-cfpackage.opensalt.schema.json' with { type: 'json' };
import caseV1p1 from './case-schemas/case-v1p1-cfpackage.official.schema.json' with { type: 'json' };

/**
 * Validates a CASE CFPackage against the official JSON Schema of its version (case-schemas/,
 * copied with their source and licences): 1.1 when its CFDocument says `caseVersion: "1.1"` (the
 * only value 1.1 allows, and 1.0 does not have), else 1.0. Each problem names the CFItem (or
 * association, rubric) it concerns by identifier and human coding scheme.
 */

export type CaseVersion = '1.0' | '1.1';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The schemas' formats, checked as they read (ajv-formats is not a dependency).
const ajv = new Ajv2019({
  allErrors: true,
  strict: false,
  formats: {
    date: (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(value)),
    'date-time': (value: string) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)),
    uuid: UUID,
    uri: (value: string) => URL.canParse(value),
    float: { type: 'number', validate: (value: number) => Number.isFinite(value) },
    int32: {
      type: 'number',
      validate: (value: number) => Number.isInteger(value) && Math.abs(value) < 2 ** 31,
    },
  },
});
const validators = { '1.0': ajv.compile(caseV1p0), '1.1': ajv.compile(caseV1p1) };

export function caseVersionOf(pkg: unknown): CaseVersion {
  const document = (pkg as { CFDocument?: { caseVersion?: unknown } } | null)?.CFDocument;
  return document?.caseVersion === '1.1' ? '1.1' : '1.0';
}

const MESSAGES: Record<string, ProblemMessage> = {
  required: 'is-not-present',
  minLength: 'below-min-length',
  maxLength: 'above-max-length',
  additionalProperties: 'is-not-allowed',
  unevaluatedProperties: 'is-not-allowed',
};

function messageOf(error: ErrorObject): ProblemMessage {
  if (error.keyword === 'format' && /date/.test(String(error.params.format))) return 'is-not-a-date';
  if (error.keyword === 'type' && error.params.type === 'number') return 'is-not-a-number';
  return MESSAGES[error.keyword] ?? 'is-invalid';
}

/** `CFItems[3] (5c0e…, 1.A.2)`: where a record is in the package and which one it is. */
export function describeRecord(pkg: unknown, collection: string, index: number): string {
  const record = (pkg as Record<string, unknown[] | undefined>)[collection]?.[index] as
    { identifier?: unknown; humanCodingScheme?: unknown } | undefined;
  const names = [record?.identifier, record?.humanCodingScheme].filter(
    (name): name is string => typeof name === 'string' && name !== '',
  );
  return `${collection}[${index}]${names.length ? ` (${names.join(', ')})` : ''}`;
}

/** `/CFItems/3/fullStatement` → `CFItems[3] (id, code).fullStatement`. */
function fieldOf(pkg: unknown, error: ErrorObject): string {
  const [collection, index, ...rest] = error.instancePath.split('/').slice(1);
  let field: string;
  if (collection && index !== undefined && /^\d+$/.test(index))
    field = [describeRecord(pkg, collection, Number(index)), ...rest].join('.');
  else field = [collection, index, ...rest].filter((part) => part !== undefined && part !== '').join('.');
  const property =
    (error.params as { missingProperty?: string; additionalProperty?: string }).missingProperty ??
    (error.params as { additionalProperty?: string }).additionalProperty;
  if (property) field = field ? `${field}.${property}` : property;
  return field || 'CFPackage';
}

/** The package's problems against its version's schema; none when it is valid. */
export function validateCasePackage(pkg: unknown): { version: CaseVersion; problems: Problem[] } {
  const version = caseVersionOf(pkg);
  const validate = validators[version];
  if (validate(pkg)) return { version, problems: [] };
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of validate.errors ?? []) {
    // A failed oneOf/anyOf repeats each branch's errors; the branch errors say what is wrong.
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf') continue;
    const problem = { field: fieldOf(pkg, error), message: messageOf(error) };
    const key = `${problem.field}\u0000${problem.message}`;
    if (!seen.has(key)) problems.push(problem);
    seen.add(key);
  }
  return { version, problems };
}
