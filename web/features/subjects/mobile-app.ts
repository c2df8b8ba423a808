/**
 * The legacy mobile app (spec 2.10) is a web view whose user agent carries this token, e.g.
 * `Mozilla/5.0 (Linux; Android 14) … SchoolScienceApp/3.2.1`. docs/decisions.md records it.
 */
export const LEGACY_MOBILE_APP_TOKEN = 'SchoolScienceApp/';

export function isLegacyMobileApp(userAgent: string | undefined): boolean {
  return !!userAgent && userAgent.includes(LEGACY_MOBILE_APP_TOKEN);
}
