import type { Db } from '../db/client.ts';
import { createCurriculumImportService, type ImportReport } from '../features/outcomes/index.ts';

/**
 * Loads the curricula the platform ships (AU_V9, AU, US, US_HS, UK, US_CALI_MATHS) from the
 * repository's data, after the migrations, so every database has them, a fresh clone's included.
 * Idempotent and cheap when they are current: the files' hash is compared with the database's
 * in one statement, and only a changed curriculum is imported again.
 */
export async function loadShippedCurricula(db: Db): Promise<ImportReport[]> {
  return createCurriculumImportService({ db }).loadShippedCurricula();
}
