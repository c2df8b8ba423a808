/**
 * Videos a lesson may embed: YouTube through its privacy-enhanced host, Vimeo with do-not-track,
 * and the video provider a school has configured (institution `videoProviderConfig`, spec 3).
 * A document stores only the provider and the video id; the player URL is built here, so no
 * stored document can point a frame anywhere else, and the CSP lists exactly these frame origins.
 */

export interface SchoolVideoProviderConfig {
  provider: string;
  schoolId: string;
  country: string;
}

interface SchoolVideoProvider {
  label: string;
  videoId: RegExp;
  /** The player origin per country (ISO 3166 alpha-2) the provider serves. */
  originByCountry: Readonly<Record<string, string>>;
  embedPath: (videoId: string) => string;
}

/**
 * Providers a school can configure. The config names one of these (its `provider`); anything else
 * embeds nothing. The player path is the provider's share-embed page (see docs/decisions.md).
 */
export const SCHOOL_VIDEO_PROVIDERS = {
  clickview: {
    label: 'ClickView',
    videoId: /^[A-Za-z0-9_-]{1,64}$/,
    originByCountry: {
      AU: 'https://online.clickview.com.au',
      NZ: 'https://online.clickview.co.nz',
      GB: 'https://online.clickview.co.uk',
    },
    embedPath: (videoId) => `/share/embed/${encodeURIComponent(videoId)}`,
  },
} as const satisfies Record<string, SchoolVideoProvider>;
export type SchoolVideoProviderName = keyof typeof SCHOOL_VIDEO_PROVIDERS;

export const VIDEO_PROVIDERS = [
  'youtube',
  'vimeo',
  ...(Object.keys(SCHOOL_VIDEO_PROVIDERS) as SchoolVideoProviderName[]),
] as const;
export type VideoProvider = 'youtube' | 'vimeo' | SchoolVideoProviderName;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{1,12}$/;

export interface VideoRef {
  provider: VideoProvider;
  videoId: string;
}

const isSchoolProvider = (provider: string): provider is SchoolVideoProviderName =>
  Object.hasOwn(SCHOOL_VIDEO_PROVIDERS, provider);

export function isVideoProvider(provider: unknown): provider is VideoProvider {
  return (
    provider === 'youtube' ||
    provider === 'vimeo' ||
    (typeof provider === 'string' && isSchoolProvider(provider))
  );
}

/** Whether an id has the shape its provider gives ids. */
export function isValidVideoId(provider: VideoProvider, videoId: string): boolean {
  if (provider === 'youtube') return YOUTUBE_ID.test(videoId);
  if (provider === 'vimeo') return VIMEO_ID.test(videoId);
  return SCHOOL_VIDEO_PROVIDERS[provider].videoId.test(videoId);
}

/** Every origin a video frame may come from: the CSP's frame-src. */
export const VIDEO_FRAME_ORIGINS: readonly string[] = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  ...Object.values(SCHOOL_VIDEO_PROVIDERS).flatMap((p: SchoolVideoProvider) =>
    Object.values(p.originByCountry),
  ),
];

/**
 * The player URL for a stored video, or null when it cannot be played here: a school provider's
 * video plays only where the school has that provider configured for a country it serves.
 */
export function videoEmbedUrl(video: VideoRef, school?: SchoolVideoProviderConfig | null): string | null {
  if (!isVideoProvider(video.provider) || !isValidVideoId(video.provider, video.videoId)) return null;
  if (video.provider === 'youtube') return `https://www.youtube-nocookie.com/embed/${video.videoId}`;
  if (video.provider === 'vimeo') return `https://player.vimeo.com/video/${video.videoId}?dnt=1`;
  if (!school || school.provider.toLowerCase() !== video.provider) return null;
  const provider: SchoolVideoProvider = SCHOOL_VIDEO_PROVIDERS[video.provider];
  const origin = provider.originByCountry[school.country.toUpperCase()];
  return origin ? origin + provider.embedPath(video.videoId) : null;
}

function parseUrl(text: string): URL | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The video a pasted link names, when it is from an allowed provider; null otherwise. */
export function videoFromUrl(text: string, school?: SchoolVideoProviderConfig | null): VideoRef | null {
  const url = parseUrl(text);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const segments = url.pathname.split('/').filter(Boolean);
  const checked = (provider: VideoProvider, videoId: string | null | undefined): VideoRef | null =>
    videoId && isValidVideoId(provider, videoId) ? { provider, videoId } : null;
  if (host === 'youtu.be') return checked('youtube', segments[0]);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') return checked('youtube', url.searchParams.get('v'));
    if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live')
      return checked('youtube', segments[1]);
    return null;
  }
  if (host === 'vimeo.com') return checked('vimeo', segments[0]);
  if (host === 'player.vimeo.com' && segments[0] === 'video') return checked('vimeo', segments[1]);
  const schoolProvider = school?.provider.toLowerCase();
  if (schoolProvider && isSchoolProvider(schoolProvider)) {
    const provider: SchoolVideoProvider = SCHOOL_VIDEO_PROVIDERS[schoolProvider];
    if (Object.values(provider.originByCountry).includes(url.origin))
      return checked(schoolProvider, segments.at(-1));
  }
  return null;
}
