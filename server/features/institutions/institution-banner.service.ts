import type { RawBodyInput } from '../../../common/api/endpoint.ts';
import { bannerImageTypeOf, uploadContentPath } from '../../../common/institutions/rules.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { matchesEntityTag } from '../../platform/http/entity-tag.ts';
import {
  deleteStoredUpload,
  findBannerIdForUpdate,
  findStoredUpload,
  findUploadContent,
  insertStoredUpload,
  setBannerUpload,
} from './institution-banner.repo.ts';
import type { InstitutionWritesDeps } from './institution-writes.service.ts';

const FILE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const uploadNotFound = () => AppError.notFound('Upload not found');

/** Where a stored upload is served: its `inline_url`, the URL the banner is shown from. */

/** A stored upload as the content endpoint answers it: its bytes are read only when wanted. */
export type UploadContentAnswer =
  | { isNotModified: true; etag: string }
  | { isNotModified: false; etag: string; contentType: string; content: Uint8Array };

/**
 * A school's banner image, stored and served by the platform (docs/decisions.md, 'Header
 * images'). Each change runs in one transaction with the institution's row locked, and is
 * announced as every institution change is, so every process's cache drops its copy.
 */
export function createInstitutionBannerService(
  deps: Pick<InstitutionWritesDeps, 'db' | 'now' | 'authorizeInstitution' | 'announceChange' | 'present'>,
) {
  const { db, now, authorizeInstitution, announceChange, present } = deps;

  /** Makes `image` (null: none) the banner, deleting the stored banner it replaces. */
  async function replaceBanner(
    institutionId: number,
    image: { principal: string; contentType: string; content: Uint8Array } | null,
  ) {
    const isFound = await db.transaction(async (tx) => {
      const replaced = await findBannerIdForUpdate(tx, institutionId);
      if (replaced === undefined) return false;
      const uploadId = image
        ? await insertStoredUpload(
            tx,
            {
              institutionId,
              fileName: `banner.${FILE_EXTENSIONS[image.contentType] ?? 'bin'}`,
              contentType: image.contentType,
              content: image.content,
              createdBy: image.principal,
            },
            uploadContentPath,
          )
        : null;
      await setBannerUpload(tx, institutionId, uploadId, now());
      if (replaced !== null) await deleteStoredUpload(tx, institutionId, replaced);
      return true;
    });
    await announceChange(institutionId);
    if (!isFound) throw AppError.notFound('Institution not found');
    return present(institutionId);
  }

  return {
    /**
     * Stores an image for a school and says its upload id; it is served at
     * /v3/uploads/{id}/content to whoever may read the school. The caller has authorized the
     * writer and checked the bytes (lesson images: the subject's teachers).
     */
    async storeSchoolImage(image: {
      institutionId: number;
      fileName: string;
      contentType: string;
      content: Uint8Array;
      principal: string;
    }): Promise<{ uploadId: number; src: string }> {
      // Two statements (the row, then its URL by id): one transaction, so no row is left without a URL.
      const uploadId = await db.transaction((tx) =>
        insertStoredUpload(
          tx,
          {
            institutionId: image.institutionId,
            fileName: image.fileName,
            contentType: image.contentType,
            content: image.content,
            createdBy: image.principal,
          },
          uploadContentPath,
        ),
      );
      return { uploadId, src: uploadContentPath(uploadId) };
    },

    /** Its admins (and internal admins) only; the bytes must be an image of the type they were sent as. */
    async uploadBannerImage(actor: Actor, institutionId: number, body: RawBodyInput) {
      await authorizeInstitution(actor, institutionId, 'update');
      const type = bannerImageTypeOf(body.bytes);
      if (type !== body.mediaType)
        throw AppError.validation(
          [{ field: '(body)', message: 'is-invalid' }],
          type
            ? `The file is ${type}, not ${body.mediaType} as it was sent`
            : 'The file is not a PNG, JPEG, WebP or GIF image',
        );
      return replaceBanner(institutionId, {
        principal: actor.principal,
        contentType: type,
        content: body.bytes,
      });
    },

    async removeBannerImage(actor: Actor, institutionId: number) {
      await authorizeInstitution(actor, institutionId, 'update');
      return replaceBanner(institutionId, null);
    },

    /**
     * A stored upload, for anyone who may read its school; one of a school the actor may not see
     * is answered as a missing one. Its bytes never change, so its id and creation time make its
     * entity tag, and a matching If-None-Match is answered without reading them.
     */
    async readUploadContent(
      actor: Actor,
      uploadId: number,
      ifNoneMatch: string | undefined,
    ): Promise<UploadContentAnswer> {
      const upload = await findStoredUpload(db, uploadId);
      if (!upload) throw uploadNotFound();
      await authorizeInstitution(actor, upload.institutionId, 'read').catch((error: unknown) => {
        throw error instanceof AppError && error.code === 'not-found' ? uploadNotFound() : error;
      });
      const etag = `"${upload.id}-${upload.createdOn.getTime()}"`;
      if (matchesEntityTag(ifNoneMatch, etag)) return { isNotModified: true, etag };
      const content = await findUploadContent(db, uploadId);
      if (!content) throw uploadNotFound();
      return { isNotModified: false, etag, contentType: upload.contentType, content };
    },
  };
}

export type InstitutionBannerService = ReturnType<typeof createInstitutionBannerService>;
