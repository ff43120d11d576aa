import React, { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { useReleaseCount, useSearchFacetFilters } from '@site/src/search/useSearchFacetFilters';
import { BOTH_RELEASES_PARAM, BOTH_RELEASES_VALUE } from '@site/src/search/types';
import { SEARCH_TEXT, useSearchBackend } from '@site/src/search/useSearchBackend';
import type { LocalHit } from '@site/src/search/localSearchClient';
import { MAX_QUERY_LENGTH, normaliseQuery, unescapeHtml } from '@site/src/search/text';
import type { SearchClient } from '@site/src/search/types';

/**
 * The /search page: the query lives in ?q= (updated as you type, so a search can be reloaded and
 * shared); results come from the same client as the modal (the local index, or Algolia's lite
 * client when configured), grouped by page, with highlighted headings and snippets.
 * With more than one engine release, it searches the reader's release, or every release when the
 * reader ticks "Search both engine releases" (?releases=all); each hit then names its release.
 */

type Status = 'idle' | 'loading' | 'done' | 'error';
interface Group {
  url: string;
  title: LocalHit['_highlightResult']['hierarchy'][string] | undefined;
  section: string | null;
  hits: LocalHit[];
}

/**
 * Renders a highlighted value (escaped HTML with <mark> around matches) as React nodes: text stays
 * text, so no markup from the index or the query can reach the page.
 */
export function Highlight({ value }: { value: string | undefined | null }): ReactNode {
  if (!value) return null;
  const parts = value.split(/<mark>([\s\S]*?)<\/mark>/);
  return parts.map((part, i) => {
    const text = unescapeHtml(part.replace(/<[^>]*>/g, ''));
    return i % 2 === 1 ? <mark key={i}>{text}</mark> : <React.Fragment key={i}>{text}</React.Fragment>;
  });
}

function groupByPage(hits: LocalHit[]): Group[] {
  const groups = new Map<string, Group>();
  for (const hit of hits) {
    const key = hit.url_without_anchor;
    let g = groups.get(key);
    if (!g) {
      g = { url: key, title: hit._highlightResult?.hierarchy?.lvl1, section: hit.hierarchy.lvl0, hits: [] };
      groups.set(key, g);
    }
    g.hits.push(hit);
  }
  return Array.from(groups.values());
}

function sectionTitle(hit: LocalHit): ReactNode {
  const h = hit._highlightResult?.hierarchy ?? {};
  if (hit.type === 'lvl1') return <Highlight value={h.lvl1?.value ?? hit.hierarchy.lvl1} />;
  const path = [h.lvl2?.value ?? hit.hierarchy.lvl2, hit.type === 'lvl3' ? (h.lvl3?.value ?? hit.hierarchy.lvl3) : null].filter(
    (v): v is string => Boolean(v),
  );
  return path.map((v, i) => (
    <React.Fragment key={i}>
      {i > 0 && ' › '}
      <Highlight value={v} />
    </React.Fragment>
  ));
}

function SearchPageContent(): ReactNode {
  const backend = useSearchBackend();
  const location = useLocation();
  const history = useHistory();
  const both = new URLSearchParams(location.search).get(BOTH_RELEASES_PARAM) === BOTH_RELEASES_VALUE;
  const facetFilters = useSearchFacetFilters(both);
  const releases = useReleaseCount();
  // Empty on the server and during hydration (the static page has no query); read from the URL
  // once mounted, so the hydrated markup matches the server's.
  const [query, setQuery] = useState('');
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [hits, setHits] = useState<LocalHit[]>([]);
  const [nbHits, setNbHits] = useState(0);
  const latest = useRef(0);

  // The URL follows the input (replace, so typing does not fill the history).
  useEffect(() => {
    if (!ready) return;
    const params = new URLSearchParams(location.search);
    if (query) params.set('q', query);
    else params.delete('q');
    const search = params.toString();
    if (`?${search}` !== location.search && !(search === '' && location.search === '')) {
      history.replace({ ...location, search: search ? `?${search}` : '' });
    }
    // Only the query drives the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, ready]);

  // Back/forward or a link to /search?q=... while on this page: the input follows the URL.
  useEffect(() => {
    const q = new URLSearchParams(location.search).get('q') ?? '';
    setQuery((current) => (current === q ? current : q));
    setReady(true);
  }, [location.search]);

  const cleaned = normaliseQuery(query);
  const filtersKey = JSON.stringify(facetFilters);

  useEffect(() => {
    const id = ++latest.current;
    if (!cleaned) {
      setStatus('idle');
      setHits([]);
      setNbHits(0);
      return;
    }
    setStatus('loading');
    const run = async () => {
      const client = await backend.client();
      const response = (await client.search({
        requests: [
          {
            indexName: backend.indexName,
            query: cleaned,
            hitsPerPage: 100,
            facetFilters,
            attributesToSnippet: ['content:24'],
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ],
      } as Parameters<SearchClient['search']>[0])) as unknown as { results: Array<{ hits: LocalHit[]; nbHits: number }> };
      return response.results[0] ?? { hits: [], nbHits: 0 };
    };
    run().then(
      (result) => {
        if (id !== latest.current) return;
        setHits(result.hits);
        setNbHits(result.nbHits);
        setStatus('done');
      },
      () => {
        if (id === latest.current) setStatus('error');
      },
    );
    // facetFilters is compared by value through filtersKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cleaned, filtersKey, backend]);

  const groups = useMemo(() => groupByPage(hits), [hits]);
  // Only once a search ran (after hydration): the static page names its index, the dev server's does not.
  const lastBuild = status !== 'idle' && backend.searchesLastBuild();
  const error = lastBuild ? SEARCH_TEXT.noLastBuild : SEARCH_TEXT.error;

  return (
    <>
      <Head>
        <title>{cleaned ? `Search results for "${cleaned}"` : 'Search the documentation'}</title>
      </Head>
      <main className="container margin-vert--lg search-page">
        <h1>{cleaned ? <>Search results for “{cleaned}”</> : 'Search the documentation'}</h1>
        <form role="search" onSubmit={(e) => e.preventDefault()}>
          <input
            type="search"
            name="q"
            aria-label="Search docs"
            placeholder="Search docs"
            className="navbar__search-input search-page__input"
            value={query}
            maxLength={MAX_QUERY_LENGTH * 4}
            autoComplete="off"
            onChange={(e) => setQuery(e.target.value)}
            style={{ width: '100%', maxWidth: '40rem' }}
          />
          {releases > 1 && (
            <label className="search-page__releases margin-top--sm" style={{ display: 'block' }}>
              <input
                type="checkbox"
                checked={both}
                onChange={(e) => {
                  const params = new URLSearchParams(location.search);
                  if (e.target.checked) params.set(BOTH_RELEASES_PARAM, BOTH_RELEASES_VALUE);
                  else params.delete(BOTH_RELEASES_PARAM);
                  const search = params.toString();
                  history.replace({ ...location, search: search ? `?${search}` : '' });
                }}
              />{' '}
              Search both engine releases
            </label>
          )}
        </form>
        <div aria-live="polite" className="margin-vert--md">
          {status === 'loading' && hits.length === 0 && <p>Searching…</p>}
          {status === 'error' && (
            <div className="search-page__error">
              <p className="search-page__error-title">
                <strong>{error.title}</strong>
              </p>
              <p>{error.help}</p>
            </div>
          )}
          {status === 'done' && nbHits === 0 && (
            <div className="search-page__empty">
              <p>
                {SEARCH_TEXT.noResults} “<strong>{cleaned}</strong>”
              </p>
              <p>
                {SEARCH_TEXT.reportMissing}{' '}
                <a href={backend.missingResultsUrl(cleaned)} target="_blank" rel="noopener noreferrer">
                  {SEARCH_TEXT.reportMissingLink}
                </a>
              </p>
            </div>
          )}
          {status === 'done' && lastBuild && <p className="search-page__last-build">{SEARCH_TEXT.lastBuild}</p>}
          {status === 'done' && nbHits > 0 && (
            <p className="search-page__count">
              {nbHits === 1 ? '1 result' : `${nbHits} results`} for “{cleaned}”
            </p>
          )}
        </div>
        {status !== 'error' &&
          groups.map((group) => (
            <section key={group.url} className="search-page__group margin-bottom--lg">
              <h2 className="margin-bottom--sm">
                <Link to={group.url}>
                  <Highlight value={group.title?.value} />
                </Link>
                {group.section && <small className="margin-left--sm">{unescapeHtml(group.section)}</small>}
              </h2>
              <ul className="clean-list">
                {group.hits.map((hit) => (
                  <li key={hit.objectID} className="search-page__hit margin-bottom--sm">
                    <Link to={hit.url} className="search-page__hit-title">
                      {sectionTitle(hit)}
                    </Link>
                    {hit.signature && (
                      // A member's signature line (local index only; Algolia records have none).
                      <div className="search-page__signature">
                        <code>
                          <Highlight value={hit.signature} />
                        </code>
                      </div>
                    )}
                    {hit._snippetResult?.content?.value && (
                      <p className="search-page__snippet margin-bottom--none">
                        <Highlight value={hit._snippetResult.content.value} />
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </main>
    </>
  );
}

// Layout first: the contextual filters read the docs contexts it provides.
export default function SearchPage(): ReactNode {
  return (
    <Layout title="Search the documentation" description="Search the Atomontage manual and Lua API reference.">
      <SearchPageContent />
    </Layout>
  );
}
