import { defineEndpoint } from '../api/endpoint.ts';
import { zSubjectIdParams } from '../subjects/contracts.ts';
import { LESSON_IMAGE_MAX_BYTES, LESSON_IMAGE_TYPES } from './constants.ts';
import { zLessonImageResponse } from './schema.ts';

/**
 * An image for a subject's lessons, stored by the platform in the school's uploads and served by
 * GET /v3/uploads/{id}/content to the school's people. The body is the image, sent with its own
 * Content-Type; its first bytes must say the same type.
 */
export const uploadLessonImage = defineEndpoint({
  method: 'POST',
  path: '/v3/subjects/:subjectId/images',
  checks: { resource: 'subject', param: 'subjectId', action: 'update' },
  access: 'session',
  tag: 'Lesson images',
  summary:
    "Upload an image for a subject's lessons (its teachers and the school's admins): PNG, JPEG, WebP or GIF, 5 MB at most",
  description: "The answer's image.src is what a rich-text image node holds (/v3/uploads/{id}/content).",
  params: zSubjectIdParams,
  consumes: { mediaTypes: LESSON_IMAGE_TYPES, maxBytes: LESSON_IMAGE_MAX_BYTES },
  responses: { 201: zLessonImageResponse },
});
