import React, { useEffect, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';

// Module state: the page crashes once after it has loaded; after "Try again" it renders normally.
let crashed = false;

export default function CrashOnce(): ReactNode {
  const [fault, setFault] = useState(false);
  useEffect(() => {
    // Only in the browser, after hydration: the static build must render the page.
    if (!crashed) {
      crashed = true;
      setFault(true);
    }
  }, []);
  if (fault) {
    // Thrown outside the Layout, so the site-level error page handles it.
    throw new Error('Test fault: the crash fixture failed on purpose', {
      cause: new Error('Root cause: injected by the test fixture'),
    });
  }
  return (
    <Layout title="Crash fixture">
      <main className="container margin-vert--lg">
        <h1>Crash fixture is rendering normally</h1>
      </main>
    </Layout>
  );
}
