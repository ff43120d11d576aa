import React, { type ReactNode } from 'react';

export default function LazyPart(): ReactNode {
  return <p data-testid="lazy-part">The lazily loaded part is here.</p>;
}
