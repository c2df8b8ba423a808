import { Ajv2019, type ErrorObject } from 'ajv/dist/2019.js';
import caseV1p0 from './case-schemas/case-v1p0-cfpackage.opensalt.schema.json' with { type: 'json' };
import caseV1p1 from './case-schemas/case-v1p1-cfpackage.official.schema.json' with { type: 'json' };
import type { ImportProblem } from './import-problems.types.ts';

/**
 * Validates a CASE CFPackage against the official JSON Schema of its version (case-schemas/,
 * copied with their source and licences): 1.1 when its CFDocument says `caseVersion: "1.1"` (the
 * only value 1.1 allows, and 1.0 does not have), else 1.0. Each problem names the CFItem (or
 * association, rubric) it concerns by identifier and human coding scheme, and says what the schema
 * expected and what the package holds: `sequenceNumber: expected an integer, got "1"`.
 */

export type CaseVersion = '1.0' | '1.1';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The schemas' formats, checked as they read (ajv-formats is not a dependency).
const ajv = new Ajv2019({
  allErrors: true,
  strict: false,
  // Each error carries the value it is about, so a problem can say what was found.
  verbose: true,
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

/** A value as a message shows it: text quoted (cut at 40 characters), a list or object by kind. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return text.length > 42 ? `${text.slice(0, 40)}…"` : text;
}

const TYPES: Record<string, string> = {
  integer: 'an integer',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};
const FORMATS: Record<string, string> = {
  date: 'a date such as 2024-01-31',
  'date-time': 'a date and time such as 2024-01-31T09:00:00+00:00',
  uuid: 'a UUID',
  uri: 'a URI',
  float: 'a number',
  int32: 'an integer',
};

/** What the schema expected, and what the package holds instead. */
function messageOf(error: ErrorObject, version: CaseVersion): string {
  const params = error.params as Record<string, unknown>;
  const got = `got ${shown(error.data)}`;
  switch (error.keyword) {
    case 'required':
      return `missing: CASE ${version} requires it`;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return `not a field CASE ${version} has here`;
    case 'type': {
      const types = String(params.type).split(',');
      return `expected ${types.map((type) => TYPES[type] ?? type).join(' or ')}, ${got}`;
    }
    case 'format':
      return `expected ${FORMATS[String(params.format)] ?? String(params.format)}, ${got}`;
    case 'enum':
      return `expected one of ${(params.allowedValues as unknown[]).map(shown).join(', ')}, ${got}`;
    case 'const':
      return `expected ${shown(params.allowedValue)}, ${got}`;
    case 'pattern':
      return `expected text matching ${String(params.pattern)}, ${got}`;
    case 'minLength':
      return `expected at least ${String(params.limit)} character(s), ${got}`;
    case 'maxLength':
      return `expected at most ${String(params.limit)} characters, got ${String((error.data as string).length)}`;
    case 'minItems':
      return `expected at least ${String(params.limit)} entries, got ${String((error.data as unknown[]).length)}`;
    default:
      return `${error.message ?? 'is not valid'}, ${got}`;
  }
}

/** `(5c0e…, 1.A.2)`: which record this is, by its identifier and human coding scheme. */
function namesOf(record: unknown): string {
  const { identifier, humanCodingScheme } = (record ?? {}) as Record<string, unknown>;
  const names = [identifier, humanCodingScheme].filter(
    (name): name is string => typeof name === 'string' && name !== '',
  );
  return names.length ? ` (${names.join(', ')})` : '';
}

/** `CFItems[3] (5c0e…, 1.A.2)`: where a record is in the package and which one it is. */
export function describeRecord(pkg: unknown, collection: string, index: number): string {
  const records = (pkg as Record<string, unknown[] | undefined> | null)?.[collection];
  return `${collection}[${index}]${namesOf(records?.[index])}`;
}

/** `/CFDefinitions/CFItemTypes/0/description` → `CFDefinitions.CFItemTypes[0] (id).description`. */
function fieldOf(pkg: unknown, error: ErrorObject): string {
  const parts: string[] = [];
  let value: unknown = pkg;
  for (const segment of error.instancePath.split('/').slice(1)) {
    value = (value as Record<string, unknown> | undefined)?.[segment];
    if (/^\d+$/.test(segment) && parts.length) parts.push(`${parts.pop()!}[${segment}]${namesOf(value)}`);
    else parts.push(segment);
  }
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const property = params.missingProperty ?? params.additionalProperty;
  if (property) parts.push(property);
  return parts.join('.') || 'the package';
}

/** The package's problems against its version's schema; none when it is valid. */
export function validateCasePackage(pkg: unknown): { version: CaseVersion; problems: ImportProblem[] } {
  const version = caseVersionOf(pkg);
  const validate = validators[version];
  if (validate(pkg)) return { version, problems: [] };
  const seen = new Set<string>();
  const problems: ImportProblem[] = [];
  const errors = validate.errors ?? [];
  // Where a oneOf/anyOf failed, the branch that got furthest says what is wrong: the alternatives
  // (`CFDefinitions` may be an empty list) and the keywords themselves are left out.
  const isAlternative = (error: ErrorObject) =>
    error.keyword === 'oneOf' ||
    error.keyword === 'anyOf' ||
    (error.keyword === 'type' &&
      errors.some((other) => other.instancePath.startsWith(`${error.instancePath}/`)));
  for (const error of errors) {
    if (isAlternative(error)) continue;
    const problem = { field: fieldOf(pkg, error), message: messageOf(error, version) };
    const key = `${problem.field}\u0000${problem.message}`;
    if (!seen.has(key)) problems.push(problem);
    seen.add(key);
  }
  return { version, problems };
}
