import type { IndexedPage, SearchIndexFile } from '../../src/search/types';

/**
 * Compares the dev server's index with the production index of the same content: which pages
 * and anchors each has, and where the fields of a shared page or record differ. Used by the test
 * that holds the two indexes together (plugins/local-search/dev-index.integration.test.ts).
 */

/** Page fields that must be equal: title, section label (lvl0), language, docs tag. */
const PAGE_FIELDS = ['t', 's', 'l', 'g'] as const satisfies ReadonlyArray<keyof IndexedPage>;

export interface IndexComparison {
  pages: { dev: number; production: number; shared: number; onlyDev: string[]; onlyProduction: string[] };
  /** Shared pages whose field differs: "url: field dev ≠ production". */
  pageFieldDifferences: string[];
  records: { dev: number; production: number };
  anchors: { shared: number; onlyDev: string[]; onlyProduction: string[] };
  /** Of the shared records: equal text, equal signature, equal headings (h2/h3). */
  sharedRecords: { sameText: number; sameSignature: number; sameHeadings: number };
  /** Shared records whose signature differs: "url#anchor: dev ≠ production". */
  signatureDifferences: string[];
}

/** "url#anchor" of every record, with the record. */
function recordsByAnchor(index: SearchIndexFile): Map<string, SearchIndexFile['sections'][number]> {
  return new Map(index.sections.map((s) => [`${index.pages[s.p]!.u}#${s.a}`, s]));
}

export function compareIndexes(dev: SearchIndexFile, production: SearchIndexFile): IndexComparison {
  const devPages = new Map(dev.pages.map((p) => [p.u, p]));
  const prodPages = new Map(production.pages.map((p) => [p.u, p]));
  const pageFieldDifferences: string[] = [];
  for (const [url, page] of devPages) {
    const other = prodPages.get(url);
    if (!other) continue;
    for (const field of PAGE_FIELDS) {
      if (page[field] !== other[field]) pageFieldDifferences.push(`${url}: ${field} ${JSON.stringify(page[field])} ≠ ${JSON.stringify(other[field])}`);
    }
  }
  const devRecords = recordsByAnchor(dev);
  const prodRecords = recordsByAnchor(production);
  const sharedRecords = { sameText: 0, sameSignature: 0, sameHeadings: 0 };
  const signatureDifferences: string[] = [];
  let shared = 0;
  for (const [anchor, record] of devRecords) {
    const other = prodRecords.get(anchor);
    if (!other) continue;
    shared += 1;
    if (record.c === other.c) sharedRecords.sameText += 1;
    if (record.g === other.g) sharedRecords.sameSignature += 1;
    else signatureDifferences.push(`${anchor}: ${JSON.stringify(record.g)} ≠ ${JSON.stringify(other.g)}`);
    if (record.h2 === other.h2 && record.h3 === other.h3) sharedRecords.sameHeadings += 1;
  }
  return {
    pages: {
      dev: devPages.size,
      production: prodPages.size,
      shared: [...devPages.keys()].filter((u) => prodPages.has(u)).length,
      onlyDev: [...devPages.keys()].filter((u) => !prodPages.has(u)),
      onlyProduction: [...prodPages.keys()].filter((u) => !devPages.has(u)),
    },
    pageFieldDifferences,
    records: { dev: dev.sections.length, production: production.sections.length },
    anchors: {
      shared,
      onlyDev: [...devRecords.keys()].filter((a) => !prodRecords.has(a)),
      onlyProduction: [...prodRecords.keys()].filter((a) => !devRecords.has(a)),
    },
    sharedRecords,
    signatureDifferences,
  };
}
