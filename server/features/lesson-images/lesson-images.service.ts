import type { RawBodyInput } from '../../../common/api/endpoint.ts';
import { bannerImageTypeOf } from '../../../common/institutions/rules.ts';
import {
  LESSON_IMAGE_MAX_PIXELS,
  LESSON_IMAGE_MAX_SIDE,
  type LessonImageType,
} from '../../../common/lesson-images/constants.ts';
import { imageSizeOf } from '../../../common/lesson-images/rules.ts';
import type { LessonImage } from '../../../common/lesson-images/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthorizedSubject } from '../subjects/index.ts';

const FILE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export interface LessonImagesServiceDeps {
  /** The school's stored uploads (the institutions feature's, which also holds banners). */
  uploads: {
    storeSchoolImage: (image: {
      institutionId: number;
      fileName: string;
      contentType: string;
      content: Uint8Array;
      principal: string;
    }) => Promise<LessonImage>;
  };
}

/**
 * Refuses an image whose header declares more pixels than a lesson may show (a few kilobytes can
 * declare 30,000 x 30,000), or declares no size at all: browsers would decode it whole.
 */
function refuseOversized(bytes: Uint8Array, type: LessonImageType): void {
  const size = imageSizeOf(bytes, type);
  if (!size)
    throw AppError.validation(
      [{ field: '(body)', message: 'is-invalid' }],
      'The image is damaged: its size cannot be read',
    );
  const { width, height } = size;
  if (width * height > LESSON_IMAGE_MAX_PIXELS || Math.max(width, height) > LESSON_IMAGE_MAX_SIDE)
    throw AppError.validation(
      [{ field: '(body)', message: 'above-max-length', max: LESSON_IMAGE_MAX_PIXELS }],
      `The image is ${width} x ${height} pixels: a lesson's image may have ` +
        `${LESSON_IMAGE_MAX_PIXELS / 1_000_000} megapixels, and ${LESSON_IMAGE_MAX_SIDE} pixels a side, at most`,
    );
}

/**
 * Images in lessons: stored in the school's uploads (like its banner), so the embedded default
 * needs no file store, and served by the uploads content endpoint to the school's people.
 */
export function createLessonImagesService({ uploads }: LessonImagesServiceDeps) {
  return {
    /** Whoever may change the subject (its teachers, the school's admins); the bytes must be the image type sent. */
    async uploadLessonImage(
      actor: Actor,
      subject: AuthorizedSubject,
      body: RawBodyInput,
    ): Promise<{ image: LessonImage }> {
      // The same four types a banner may be, told apart by their first bytes.
      const type = bannerImageTypeOf(body.bytes);
      if (type !== body.mediaType)
        throw AppError.validation(
          [{ field: '(body)', message: 'is-invalid' }],
          type
            ? `The file is ${type}, not ${body.mediaType} as it was sent`
            : 'The file is not a PNG, JPEG, WebP or GIF image',
        );
      refuseOversized(body.bytes, type);
      const image = await uploads.storeSchoolImage({
        institutionId: subject.subject.institutionId,
        fileName: `lesson-image.${FILE_EXTENSIONS[type] ?? 'bin'}`,
        contentType: type,
        content: body.bytes,
        principal: actor.principal,
      });
      return { image };
    },
  };
}

export type LessonImagesService = ReturnType<typeof createLessonImagesService>;
