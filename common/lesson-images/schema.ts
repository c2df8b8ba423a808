import { z } from 'zod';

/** An image stored for a lesson: its upload id, and `src`, the path a document's image node holds. */
export const zLessonImage = z.object({
  uploadId: z.number().int(),
  src: z.string(),
});
export type LessonImage = z.infer<typeof zLessonImage>;

export const zLessonImageResponse = z.object({ image: zLessonImage });
