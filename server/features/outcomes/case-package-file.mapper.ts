import { ImportRefusedError } from './import-problems.types.ts';
import { decodeUtf8 } from './utf8-text.rules.ts';

/**
 * A CASE package file's JSON: UTF-8 only (case-package.schema.ts then checks its shape). Some
 * servers and tools wrap the package as `{"CFPackage": …}`; that wrapper is taken off and said.
 * A file that is a list of documents (a `/CFDocuments` answer) rather than a package says so.
 */
export function readCasePackage(
  content: Uint8Array | string,
  name: string,
): { pkg: unknown; notes: string[] } {
  const text = typeof content === 'string' ? content.replace(/^\uFEFF/, '') : decodeUtf8(content, name);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ImportRefusedError(`${name} is not JSON (${(error as Error).message}); nothing was imported`);
  }
  const record = json !== null && typeof json === 'object' && !Array.isArray(json) ? json : null;
  if (record && 'CFPackage' in record && !('CFDocument' in record)) {
    return {
      pkg: record.CFPackage,
      notes: ['The package was wrapped as {"CFPackage": …}; it was read from inside.'],
    };
  }
  if (record && 'CFDocuments' in record && !('CFDocument' in record))
    throw new ImportRefusedError(
      `${name} is a list of CFDocuments, not a CFPackage: download the package itself (…/ims/case/v1p0/CFPackages/<document identifier>) and import that`,
    );
  return { pkg: json, notes: [] };
}
