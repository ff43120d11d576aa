import React, { useEffect, useRef, useState, type ReactNode } from 'react';
// The theme's own component; this wrapper only decides when to mount it.
import OriginalMermaid from '@theme-original/Mermaid';

interface Props {
  /** The diagram source (see @docusaurus/theme-mermaid). */
  value: string;
}

/**
 * Diagrams load the Mermaid renderer (about 200 kB of gzipped JavaScript) and draw on the main
 * thread. Our diagrams sit below the first screen, so the renderer is fetched only when a diagram
 * comes within one screen of the viewport (or the page is printed), keeping it out of the first
 * load. Until then the wrapper is empty and takes no space: nothing above the reader moves.
 */
export default function Mermaid(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const el = placeholder.current;
    if (wanted || !el) return undefined;
    const show = () => setWanted(true);
    window.addEventListener('beforeprint', show);
    if (typeof IntersectionObserver === 'undefined') {
      show();
      return () => window.removeEventListener('beforeprint', show);
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: '100% 0px',
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', show);
    };
  }, [wanted]);

  // data-diagram marks every diagram; data-diagram-pending those not drawn yet.
  return (
    <div ref={placeholder} data-diagram="" data-diagram-pending={wanted ? undefined : ''}>
      {wanted && <OriginalMermaid {...props} />}
    </div>
  );
}
