import { describe, expect, it } from 'vitest';
import { DEFAULT_BANNER_URL, pageBannerSources, tileBannerSources } from './banner.ts';

const upload = { id: 1, originalUploadFile: { inlineUrl: '/uploads/banner.png' } };

describe('tileBannerSources', () => {
  it('tries the uploaded banner, then headerUrl, then the default image', () => {
    expect(tileBannerSources({ bannerImageUpload: upload, headerUrl: '/header.png' })).toEqual([
      '/uploads/banner.png',
      '/header.png',
      DEFAULT_BANNER_URL,
    ]);
  });

  it('starts at headerUrl without an upload, and at the default without either', () => {
    expect(tileBannerSources({ bannerImageUpload: null, headerUrl: '/header.png' })).toEqual([
      '/header.png',
      DEFAULT_BANNER_URL,
    ]);
    expect(tileBannerSources({ bannerImageUpload: null, headerUrl: null })).toEqual([DEFAULT_BANNER_URL]);
  });
});

describe('pageBannerSources', () => {
  it('uses only the uploaded banner, never a fallback', () => {
    expect(pageBannerSources({ bannerImageUpload: upload, headerUrl: '/header.png' })).toEqual([
      '/uploads/banner.png',
    ]);
    expect(pageBannerSources({ bannerImageUpload: null, headerUrl: '/header.png' })).toEqual([]);
  });
});
