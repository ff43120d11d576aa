import React, { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import type { DocSearchModalProps, InternalDocSearchHit, StoredDocSearchHit } from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useSearchFacetFilters } from '@site/src/search/useSearchFacetFilters';
import { createLocalSearchClient } from '@site/src/search/localSearchClient';
import type { SearchGlobalData } from '@site/src/search/types';
import { SearchButton } from './SearchButton';

/**
 * The navbar search: the DocSearch button and modal, fed either by Algolia (when configured) or by
 * the index built with the site. Replaces the Algolia theme's SearchBar so that the local backend
 * never names or contacts Algolia's hosts.
 */
type ModalComponent = (props: DocSearchModalProps) => ReactNode;
let DocSearchModal: ModalComponent | null = null;

// The modal and its styles load on first use, keeping them out of every first page load.
function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style')]).then(([mod]) => {
    DocSearchModal = mod.DocSearchModal as ModalComponent;
  });
}

function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) {
  return <Link to={hit.url}>{children}</Link>;
}

export default function SearchBar(): ReactNode {
  const data = usePluginData('local-search') as SearchGlobalData;
  const history = useHistory();
  const searchPageUrl = useBaseUrl('/search');
  const facetFilters = useSearchFacetFilters();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const localClient = useMemo(
    () => (data.algolia ? undefined : createLocalSearchClient(data.indexUrl)),
    [data.algolia, data.indexUrl],
  );

  const openModal = useCallback(() => {
    if (!containerRef.current) {
      const div = document.createElement('div');
      document.body.insertBefore(div, document.body.firstChild);
      containerRef.current = div;
    }
    void importModal().then(() => setIsOpen(true));
  }, []);

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
      <Link to={`${searchPageUrl}?q=${encodeURIComponent(state.query)}`} onClick={closeModal}>
        See all {String(state.context.nbHits ?? '')} results
      </Link>
    ),
    [closeModal, searchPageUrl],
  );

  const backend = data.algolia
    ? { appId: data.algolia.appId, apiKey: data.algolia.apiKey, indexName: data.algolia.indexName }
    : // The local client replaces the network client entirely; these ids are never sent anywhere.
      { appId: 'local', apiKey: 'local', indexName: 'local', transformSearchClient: () => localClient! };

  return (
    <>
      <SearchButton
        ref={buttonRef}
        onClick={openModal}
        onFocus={() => void importModal()}
        onMouseOver={() => void importModal()}
        onTouchStart={() => void importModal()}
      />
      {isOpen &&
        DocSearchModal &&
        containerRef.current &&
        createPortal(
          <DocSearchModal
            {...backend}
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
                noResultsText: 'No results for',
                suggestedQueryText: 'Try searching for',
                reportMissingResultsText: 'Believe this query should return results?',
                reportMissingResultsLinkText: 'Let us know.',
              },
            }}
            getMissingResultsUrl={({ query }) => `${data.issueUrl}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`}
            onAskAiToggle={() => undefined}
          />,
          containerRef.current,
        )}
    </>
  );
}
