import type { LearningOutcome } from '../../common/outcomes/schema.ts';
import { readShippedSources, type SourceOnDisk } from '../features/outcomes/curriculum-files.service.ts';

/** Every outcome of some curriculum sources, as the contract (spec 3) reads it. */
export function outcomesOf(sources: readonly SourceOnDisk[]): LearningOutcome[] {
  return sources.flatMap(({ source, files }) =>
    source.map(files).flatMap(({ curriculum, outcomes }) =>
      outcomes.map((outcome) => ({
        uuid: outcome.uuid,
        curriculumCode: curriculum.code,
        isOfficial: outcome.isOfficial,
        [outcome.variant.kind]: outcome.variant.value,
      })),
    ),
  );
}

/** Every outcome of the curricula the platform ships. */
export async function shippedOutcomes(): Promise<LearningOutcome[]> {
  return outcomesOf(await readShippedSources());
}
