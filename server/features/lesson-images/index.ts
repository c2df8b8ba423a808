/** What the app takes from the lesson images feature. */
export { lessonImagesRoutes } from './lesson-images.routes.ts';
export {
  createLessonImagesService,
  type LessonImagesService,
  type LessonImagesServiceDeps,
} from './lesson-images.service.ts';
