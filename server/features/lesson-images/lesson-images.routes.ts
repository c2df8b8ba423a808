import * as lessonImageEndpoints from '../../../common/lesson-images/endpoints.ts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoints } from '../../platform/http/serve-endpoints.ts';
import type { LessonImagesService } from './lesson-images.service.ts';

export function lessonImagesRoutes(app: FastifyInstance, lessonImages: LessonImagesService): void {
  serveEndpoints(app, lessonImageEndpoints, {
    uploadLessonImage: ({ actor, authorized, body }) =>
      lessonImages.uploadLessonImage(actor, authorized, body),
  });
}
