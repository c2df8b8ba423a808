import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CURRICULUM_SOURCES,
  sourceOfFile,
  sourcesAmong,
  type CurriculumSource,
} from './curriculum-sources.mapper.ts';
import { decodeUtf8 } from './utf8-text.rules.ts';

/** The curriculum files the platform ships, one folder per source (each with its SOURCE.md). */
export const SHIPPED_DATA_DIR = fileURLToPath(new URL('./data', import.meta.url));

/**
 * Raised with the mappers: a change to how a source is read re-imports the shipped curricula on
 * the next start, as a change to the files does.
 */
const READER_VERSION = '2';

/** A source's files as read from disk, and what identifies their content. */
export interface SourceOnDisk {
  source: CurriculumSource;
  folder: string;
  files: Record<string, string>;
  contentHash: string;
}

/** A source found at a path, not read yet. */
export interface SourceAt {
  source: CurriculumSource;
  folder: string;
}

/** A source's files, each read as UTF-8 (a file in another encoding is refused, naming its first bad byte). */
export async function readSourceIn(folder: string, source: CurriculumSource): Promise<SourceOnDisk> {
  const hash = createHash('sha256').update(`reader ${READER_VERSION}\n`);
  const files: Record<string, string> = {};
  for (const name of source.files) {
    const text = decodeUtf8(await readFile(path.join(folder, name)), path.join(folder, name));
    files[name] = text;
    hash.update(`${name}\n${text.length}\n`).update(text);
  }
  return { source, folder, files, contentHash: hash.digest('hex') };
}

/**
 * The sources at a path: a source's file (its sibling files are read from the same folder), a
 * source's folder, or a folder of such folders. Throws, naming what was expected, when there is
 * none.
 */
export async function findSourcesAt(target: string): Promise<SourceAt[]> {
  const info = await stat(target);
  if (info.isFile()) {
    const source = sourceOfFile(path.basename(target));
    if (!source)
      throw new Error(
        `${path.basename(target)} is not a curriculum file this platform reads; it reads ${CURRICULUM_SOURCES.flatMap((s) => s.files).join(', ')}`,
      );
    return [{ source, folder: path.dirname(target) }];
  }
  const entries = await readdir(target, { withFileTypes: true });
  const here = sourcesAmong(entries.filter((e) => e.isFile()).map((e) => e.name));
  if (here.length) return here.map((source) => ({ source, folder: target }));
  const nested: SourceAt[] = [];
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const folder = path.join(target, entry.name);
    const names = (await readdir(folder)).filter(Boolean);
    for (const source of sourcesAmong(names)) nested.push({ source, folder });
  }
  if (!nested.length) throw new Error(`${target} holds no curriculum files this platform reads`);
  return nested;
}

/** The sources at a path, read (see findSourcesAt). */
export async function readSourcesAt(target: string): Promise<SourceOnDisk[]> {
  const found = await findSourcesAt(target);
  return Promise.all(found.map(({ folder, source }) => readSourceIn(folder, source)));
}

/** The shipped sources, from the repository's own copies. */
export function readShippedSources(): Promise<SourceOnDisk[]> {
  return Promise.all(
    CURRICULUM_SOURCES.filter((s) => s.isShipped).map((source) =>
      readSourceIn(path.join(SHIPPED_DATA_DIR, source.name), source),
    ),
  );
}
