import React, { type ReactNode } from 'react';
import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';

// The same loader the framework uses for route chunks, with the theme's Loading component.
const LazyPart = Loadable({
  loader: () => import(/* webpackChunkName: "test-lazy-part" */ './LazyPart'),
  loading: Loading,
});

export default function LazyChunk(): ReactNode {
  return (
    <Layout title="Lazy chunk fixture">
      <main className="container margin-vert--lg">
        <h1>Lazy chunk fixture</h1>
        <LazyPart />
      </main>
    </Layout>
  );
}
