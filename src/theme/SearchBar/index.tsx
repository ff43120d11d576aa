import React, { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import type { DocSearchModalProps, InternalDocSearchHit, StoredDocSearchHit } from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useReleaseCount, useSearchFacetFilters } from '@site/src/search/useSearchFacetFilters';
import { BOTH_RELEASES_PARAM, BOTH_RELEASES_VALUE } from '@site/src/search/types';
import { SEARCH_TEXT, useSearchBackend, type SearchBackend } from '@site/src/search/useSearchBackend';
import type { SearchClient } from '@site/src/search/types';
import { SearchButton } from './SearchButton';

/**
 * The navbar search: the DocSearch button and modal, fed either by Algolia (when configured) or by
 * the index built with the site. Replaces the Algolia theme's SearchBar so that the local backend
 * never names or contacts Algolia's hosts, and its modal shows no Algolia branding.
 */
type ModalComponent = (props: DocSearchModalProps) => ReactNode;
let DocSearchModal: ModalComponent | null = null;
let localClient: SearchClient | null = null;

// The modal, its styles and the local client load on first use, keeping them out of every first page load.
function importModal(backend: SearchBackend): Promise<void> {
  if (DocSearchModal && (backend.algolia || localClient)) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    backend.algolia ? null : backend.client(),
  ]).then(([mod, , client]) => {
    DocSearchModal = mod.DocSearchModal as ModalComponent;
    localClient = client;
  });
}

function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) {
  return <Link to={hit.url}>{children}</Link>;
}

export default function SearchBar(): ReactNode {
  const backend = useSearchBackend();
  const history = useHistory();
  const searchPageUrl = useBaseUrl('/search');
  const facetFilters = useSearchFacetFilters();
  const releases = useReleaseCount();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const openModal = useCallback(() => {
    if (!containerRef.current) {
      const div = document.createElement('div');
      document.body.insertBefore(div, document.body.firstChild);
      containerRef.current = div;
    }
    // Without Algolia, its branding is hidden (src/css/custom.css).
    containerRef.current.classList.toggle('search-modal--local', !backend.algolia);
    void importModal(backend).then(() => setIsOpen(true));
  }, [backend]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    searchButtonRef: buttonRef,
    isAskAiActive: false,
    onAskAiToggle: () => undefined,
  });

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        history.push(itemUrl);
      },
    }),
    [history],
  );

  const resultsFooter = useCallback(
    ({ state }: { state: { query: string; context: Record<string, unknown> } }) => (
      <>
        <Link to={`${searchPageUrl}?q=${encodeURIComponent(state.query)}`} onClick={closeModal}>
          See all {String(state.context.nbHits ?? '')} results
        </Link>

        {backend.searchesLastBuild() && (
          <p className="margin-top--sm margin-bottom--none">
            <small>{SEARCH_TEXT.lastBuild}</small>
          </p>
        )}
      </>
    ),
    [backend, closeModal, searchPageUrl],
  );

  // The modal searches the reader's engine release. Its footer (shown with results and without)
  // offers the other: the search page searching both, with the query typed so far.
  const [footer, setFooter] = useState<Element | null>(null);
  useEffect(() => {
    const container = containerRef.current;
    if (!isOpen || releases < 2 || !container) {
      setFooter(null);
      return undefined;
    }
    // The modal renders its footer once, right after it opens: watch until it is there.
    const observer = new MutationObserver(() => find());
    const find = (): boolean => {
      const found = container.querySelector('.DocSearch-Footer');
      setFooter(found);
      if (found) observer.disconnect();
      return found !== null;
    };
    if (!find()) observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [isOpen, releases]);
  const bothReleasesUrl = `${searchPageUrl}?${BOTH_RELEASES_PARAM}=${BOTH_RELEASES_VALUE}`;
  const searchBoth = (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const query = containerRef.current?.querySelector<HTMLInputElement>('.DocSearch-Input')?.value.trim() ?? '';
    closeModal();
    history.push(query ? `${searchPageUrl}?q=${encodeURIComponent(query)}&${BOTH_RELEASES_PARAM}=${BOTH_RELEASES_VALUE}` : bothReleasesUrl);
  };

  const service = backend.algolia
    ? { appId: backend.algolia.appId, apiKey: backend.algolia.apiKey, indexName: backend.algolia.indexName }
    : // The local client replaces the network client entirely; these ids are never sent anywhere.
      { appId: 'local', apiKey: 'local', indexName: 'local', transformSearchClient: () => localClient! };
  const devServer = isOpen && backend.searchesLastBuild();

  return (
    <>
      <SearchButton
        ref={buttonRef}
        onClick={openModal}
        onFocus={() => void importModal(backend)}
        onMouseOver={() => void importModal(backend)}
        onTouchStart={() => void importModal(backend)}
      />
      {isOpen &&
        DocSearchModal &&
        containerRef.current &&
        createPortal(
          <DocSearchModal
            {...service}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            hitComponent={Hit}
            resultsFooterComponent={resultsFooter as DocSearchModalProps['resultsFooterComponent']}
            searchParameters={{ facetFilters }}
            placeholder="Search docs"
            translations={{
              noResultsScreen: {
                noResultsText: SEARCH_TEXT.noResults,
                suggestedQueryText: SEARCH_TEXT.suggestions,
                reportMissingResultsText: SEARCH_TEXT.reportMissing,
                reportMissingResultsLinkText: SEARCH_TEXT.reportMissingLink,
              },
              // On the dev server the one index is the last build's: a failure means there is none.
              errorScreen: devServer ? { titleText: SEARCH_TEXT.noLastBuild.title, helpText: SEARCH_TEXT.noLastBuild.help } : undefined,
            }}
            getMissingResultsUrl={({ query }) => backend.missingResultsUrl(query)}
            onAskAiToggle={() => undefined}
          />,
          containerRef.current,
        )}
      {footer &&
        createPortal(
          <a href={bothReleasesUrl} onClick={searchBoth} style={{ fontSize: '0.8rem' }}>
            Search both engine releases
          </a>,
          footer,
        )}
    </>
  );
}
