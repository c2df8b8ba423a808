import { uploadLessonImage } from '../../../common/lesson-images/endpoints.ts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/http/serve-endpoint.ts';
import type { LessonImagesService } from './lesson-images.service.ts';

export function lessonImagesRoutes(app: FastifyInstance, lessonImages: LessonImagesService): void {
  serve(app, uploadLessonImage, ({ actor, params, body }) =>
    lessonImages.uploadLessonImage(actor, params.subjectId, body),
  );
}
