import React, { forwardRef, useEffect, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';

/**
 * The navbar search button, with DocSearch's classes, look and pressed-key feedback.
 *
 * DocSearch's own button puts its word and its keys in adjacent elements with no text between
 * them, so the text a person sees reads "SearchCtrlK" to assistive technology and to axe-core's
 * Label in Name rule (WCAG 2.5.3), which then no longer matches the name "Search Ctrl K". Here the
 * parts are separated by spaces (invisible: the button and its keys are flex boxes, which drop
 * whitespace between items), and the name is the shown text with the platform's key.
 */

export interface SearchKeys {
  /** The modifier key as shown ("Ctrl" or "⌘"), its KeyboardEvent.key, and the aria-keyshortcuts value. */
  shown: 'Ctrl' | '⌘';
  eventKey: 'Control' | 'Meta';
  shortcut: 'Control+K' | 'Meta+K';
}

/** The keys for a platform: ⌘ on Apple devices, Ctrl elsewhere (the test DocSearch uses). */
export function searchKeys(platform: string): SearchKeys {
  return /(Mac|iPhone|iPod|iPad)/i.test(platform)
    ? { shown: '⌘', eventKey: 'Meta', shortcut: 'Meta+K' }
    : { shown: 'Ctrl', eventKey: 'Control', shortcut: 'Control+K' };
}

/** A key cap that looks pressed while its key is held, as DocSearch's does. */
function Key({ eventKey, className, children }: { eventKey: string; className: string; children: ReactNode }): ReactNode {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (e: KeyboardEvent): void => {
      if (e.key === eventKey) setPressed(true);
    };
    const up = (e: KeyboardEvent): void => {
      if (e.key === eventKey || e.key === 'Meta') setPressed(false);
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [eventKey]);
  return <kbd className={pressed ? `${className} DocSearch-Button-Key--pressed` : className}>{children}</kbd>;
}

function SearchIcon(): ReactNode {
  return (
    <svg className="DocSearch-Search-Icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" fill="none" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" fill="none" strokeLinecap="round" />
    </svg>
  );
}

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'aria-label' | 'aria-keyshortcuts'>;

export const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(props, ref) {
  // The platform is known only in the browser; until then the button shows no keys, so the
  // server HTML and the first client render agree.
  const [keys, setKeys] = useState<SearchKeys | null>(null);
  useEffect(() => setKeys(searchKeys(navigator.platform)), []);
  return (
    <button
      {...props}
      ref={ref}
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={keys ? `Search ${keys.shown} K` : 'Search'}
      aria-keyshortcuts={keys?.shortcut}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">Search</span>
      </span>{' '}
      <span className="DocSearch-Button-Keys">
        {keys && (
          <>
            <Key eventKey={keys.eventKey} className={keys.shown === 'Ctrl' ? 'DocSearch-Button-Key DocSearch-Button-Key--ctrl' : 'DocSearch-Button-Key'}>
              {keys.shown}
            </Key>{' '}
            <Key eventKey="k" className="DocSearch-Button-Key">
              K
            </Key>
          </>
        )}
      </span>
    </button>
  );
});
