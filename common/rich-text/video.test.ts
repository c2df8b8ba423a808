import { describe, expect, it } from 'vitest';
import { VIDEO_FRAME_ORIGINS, videoEmbedUrl, videoFromUrl } from './video.ts';

const clickView = { provider: 'ClickView', schoolId: 's-1', country: 'AU' };

describe('embeddable videos', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', { provider: 'youtube', videoId: 'dQw4w9WgXcQ' }],
    ['https://youtu.be/dQw4w9WgXcQ', { provider: 'youtube', videoId: 'dQw4w9WgXcQ' }],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', { provider: 'youtube', videoId: 'dQw4w9WgXcQ' }],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', { provider: 'youtube', videoId: 'dQw4w9WgXcQ' }],
    ['https://vimeo.com/76979871', { provider: 'vimeo', videoId: '76979871' }],
    ['https://player.vimeo.com/video/76979871', { provider: 'vimeo', videoId: '76979871' }],
  ])('reads %s', (url, video) => {
    expect(videoFromUrl(url)).toEqual(video);
  });

  it.each([
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'not a url',
    'https://www.youtube.com/watch?v=short',
  ])('reads nothing from %s', (url) => {
    expect(videoFromUrl(url)).toBeNull();
  });

  it('plays YouTube through its privacy-enhanced host and Vimeo with do-not-track', () => {
    expect(videoEmbedUrl({ provider: 'youtube', videoId: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl({ provider: 'vimeo', videoId: '76979871' })).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });

  it('plays a school provider’s video only where the school has that provider, from an origin the CSP allows', () => {
    expect(videoFromUrl('https://online.clickview.com.au/libraries/videos/abc123', clickView)).toEqual({
      provider: 'clickview',
      videoId: 'abc123',
    });
    expect(videoFromUrl('https://online.clickview.com.au/libraries/videos/abc123')).toBeNull();
    const url = videoEmbedUrl({ provider: 'clickview', videoId: 'abc123' }, clickView);
    expect(url && VIDEO_FRAME_ORIGINS.includes(new URL(url).origin)).toBe(true);
    expect(videoEmbedUrl({ provider: 'clickview', videoId: 'abc123' })).toBeNull();
    expect(
      videoEmbedUrl({ provider: 'clickview', videoId: 'abc123' }, { ...clickView, country: 'FR' }),
    ).toBeNull();
  });
});
