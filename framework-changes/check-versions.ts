import fs from 'node:fs';
import path from 'node:path';
import type { FrameworkChange } from './manifest';

/** A change written against one version of a package while another one is installed. */
export interface VersionMismatch {
  change: string;
  packageName: string;
  expected: string;
  installed: string | undefined;
}

/**
 * The installed version of a package, read from its package.json in node_modules (walking up
 * from siteDir like Node's resolution), or undefined when it is not installed. Read from the file
 * because some packages do not export their package.json.
 */
export function installedVersion(siteDir: string, packageName: string): string | undefined {
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', packageName, 'package.json');
    if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** Every change whose package is not installed at the exact version the manifest names. */
export function versionMismatches(
  changes: readonly FrameworkChange[],
  versionOf: (packageName: string) => string | undefined,
): VersionMismatch[] {
  return changes.flatMap((change) => {
    const installed = versionOf(change.packageName);
    return installed === change.version ? [] : [{ change: change.id, packageName: change.packageName, expected: change.version, installed }];
  });
}

/** The build's error message: each mismatch, and what to do about it (from the manifest). */
export function mismatchReport(mismatches: readonly VersionMismatch[], changes: readonly FrameworkChange[]): string {
  const lines = mismatches.map((m) => {
    const change = changes.find((c) => c.id === m.change);
    const installed = m.installed ? `${m.packageName}@${m.installed} is installed` : `${m.packageName} is not installed`;
    return `- ${m.change}: written for ${m.packageName}@${m.expected}, but ${installed}. ${change?.onUpgrade ?? ''} ` +
      `Then run ${change?.tests.join(', ') ?? 'its tests'} and set its version in framework-changes/manifest.ts (or remove the change).`;
  });
  return `Framework changes do not match the installed packages (framework-changes/manifest.ts):\n${lines.join('\n')}`;
}

/** Stops the build when an installed package differs from the version a change was written for. */
export function assertFrameworkVersions(siteDir: string, changes: readonly FrameworkChange[]): void {
  const mismatches = versionMismatches(changes, (name) => installedVersion(siteDir, name));
  if (mismatches.length) throw new Error(mismatchReport(mismatches, changes));
}
