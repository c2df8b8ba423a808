import type { Institution } from '../../../common/institutions/schema.ts';
import { imageSources } from '../../ui/image-retry.ts';

export const DEFAULT_BANNER_URL = '/banners/default.svg';

type BannerFields = Pick<Institution, 'bannerImageUpload' | 'headerUrl'>;

/** A picker tile's banner (spec 2.2): the uploaded banner, else headerUrl, else the default image. */
export function tileBannerSources(institution: BannerFields): string[] {
  return imageSources(
    institution.bannerImageUpload?.originalUploadFile.inlineUrl,
    institution.headerUrl,
    DEFAULT_BANNER_URL,
  );
}

/** The institution page's banner (spec 2.3): the uploaded banner only; if it fails, no banner. */
export function pageBannerSources(institution: BannerFields): string[] {
  return imageSources(institution.bannerImageUpload?.originalUploadFile.inlineUrl);
}
