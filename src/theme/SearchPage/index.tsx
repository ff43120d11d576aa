import React, { useEffect, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import { useHistory, useLocation } from '@docusaurus/router';

/** The /search page: the query lives in ?q= so a search can be reloaded and shared. */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const [query, setQuery] = useState(() => new URLSearchParams(location.search).get('q') ?? '');

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (query) params.set('q', query);
    else params.delete('q');
    const search = params.toString();
    history.replace({ ...location, search: search ? `?${search}` : '' });
    // Only the query drives the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  return (
    <Layout title="Search the documentation" noFooter={false}>
      <main className="container margin-vert--lg">
        <h1>Search the documentation</h1>
        <input
          type="search"
          aria-label="Search docs"
          placeholder="Search docs"
          className="navbar__search-input"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </main>
    </Layout>
  );
}
