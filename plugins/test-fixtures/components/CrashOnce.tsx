import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';

// Module state: the first render throws, later renders (after "Try again") succeed.
let crashed = false;

export default function CrashOnce(): ReactNode {
  if (!crashed) {
    crashed = true;
    // Thrown outside the Layout, so the site-level error page handles it.
    throw new Error('Test fault: the crash fixture failed on purpose', {
      cause: new Error('Root cause: injected by the test fixture'),
    });
  }
  return (
    <Layout title="Crash fixture">
      <main className="container margin-vert--lg">
        <h1>Recovered after the test fault</h1>
      </main>
    </Layout>
  );
}
