import React, { type ReactNode } from 'react';
import { useActivePlugin, useDocsVersion, useVersions } from '@docusaurus/plugin-content-docs/client';

/**
 * The line atop an API page that says which engine release it documents, when the site publishes
 * more than one (the framework's "unmaintained"/"unreleased" banners are off: both engines are in
 * use). The changes pages compare two releases and carry no line.
 */
export default function ReleaseLine({ docId }: { docId: string }): ReactNode {
  const plugin = useActivePlugin();
  const versions = useVersions(plugin?.pluginId);
  const version = useDocsVersion();
  if (plugin?.pluginId !== 'api' || versions.length < 2 || docId.startsWith('changes-')) return null;
  return (
    // Styled by the theme's own classes: the site's first-load stylesheet has a size budget.
    <p className="api-release-line margin-bottom--sm">
      <small>
        This page documents the <strong>{version.label}</strong> engine release. The release switch in the navigation bar opens the same entry in another release.
      </small>
    </p>
  );
}
