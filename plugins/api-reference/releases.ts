import type { ReleasesFile } from './data-types.generated';
import { ApiDataError, readApiSources } from './read';

/**
 * The engine releases of api/releases.yaml: which the site documents (its data is api/ itself) and
 * which only carry names and types so far (prose-pending.ts).
 */

/** One engine release of api/releases.yaml, as the pipeline uses it. */
export interface ReleaseInfo {
  id: string;
  label: string;
  /** The release the site documents at its base path; its data is api/ itself. */
  documented: boolean;
  /** written: published; draft: prose being written; pending: names and types only (neither published). */
  prose: 'written' | 'draft' | 'pending';
}

/** When api/ has no releases.yaml (the test fixtures): one documented release. */
const SINGLE_RELEASE: ReleasesFile = { documented: 'current', releases: [{ id: 'current', label: 'current' }] };

/** Every release of api/releases.yaml, oldest first. */
export function releasesOf(file: ReleasesFile | undefined): ReleaseInfo[] {
  const { documented, releases } = file ?? SINGLE_RELEASE;
  return releases.map((r) => ({ id: r.id, label: r.label, documented: r.id === documented, prose: r.prose ?? 'written' }));
}

/** The releases file alone: which releases there are, before any is read in full. */
export function readReleases(dataDir: string): ReleaseInfo[] {
  const releases = releasesOf(readApiSources(dataDir, { validate: true, only: ['releases'] }).releases[0]?.data);
  if (!releases.some((r) => r.documented)) {
    throw new ApiDataError([{ file: 'api/releases.yaml', item: 'documented', message: 'names no release of the list', fix: 'set `documented` to the id of one of the releases' }]);
  }
  return releases;
}
