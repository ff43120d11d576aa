import type { LoadContext, Plugin } from '@docusaurus/types';
import { checkProvenance, formatProvenanceFindings } from './provenance';

/**
 * Fails the build when the manual or the API text talks to readers about our sources
 * ("the sources say", "not documented", ...), so such sentences do not come back.
 * Runs in loadContent so the error comes before the slow bundling step.
 */
export default function contentChecksPlugin(context: LoadContext): Plugin {
  return {
    name: 'content-checks',
    async loadContent() {
      const findings = checkProvenance(context.siteDir);
      if (findings.length) throw new Error(formatProvenanceFindings(findings));
    },
  };
}
