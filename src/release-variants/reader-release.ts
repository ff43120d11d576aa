import { READER_RELEASE_ATTRIBUTE } from './marker';

/**
 * The reader's engine release in the browser: the attribute on <html> that CSS reads to show one
 * variant of each code block (plugins/release-variants sets it before first paint, from the API
 * docs' preferred version; the release switch changes both).
 */

/** What the plugin tells the browser: the API docs version of each release, and the default release. */
export interface ReaderReleaseData {
  /** Docs version name (`current`, `2026-07`) -> engine release id (`2025-09`, `2026-07`). */
  releaseOfVersion: Record<string, string>;
  /** The release a reader who chose none reads: the documented one. */
  fallback: string;
}

/** The name of the plugin whose global data is a ReaderReleaseData. */
export const READER_RELEASE_PLUGIN = 'release-variants';

/** The release id of a docs version name, or the fallback for an unknown or missing name. */
export function releaseOfVersion(data: ReaderReleaseData, versionName: string | null | undefined): string {
  return (versionName && data.releaseOfVersion[versionName]) || data.fallback;
}

/** Shows the given release's variants from now on (the page is not re-rendered). */
export function showReaderRelease(releaseId: string): void {
  document.documentElement.setAttribute(READER_RELEASE_ATTRIBUTE, releaseId);
}
