import React, { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useActivePlugin, useActiveVersion, useDocsPreferredVersion, useVersions } from '@docusaurus/plugin-content-docs/client';
import { switchTarget, type ReleaseSwitchData } from '@site/src/release-switch/target';
import { READER_RELEASE_PLUGIN, releaseOfVersion, showReaderRelease, type ReaderReleaseData } from '@site/src/release-variants/reader-release';

/** The docs instance of the API reference and the file the build writes for the switch (plugins/api-reference). */
const API_PLUGIN_ID = 'api';
const DATA_URL = '/release-switch.json';

// Fetched once, on the first use of the switch: pages that never use it never load it.
let loading: Promise<ReleaseSwitchData | undefined> | undefined;
function loadData(): Promise<ReleaseSwitchData | undefined> {
  loading ??= fetch(DATA_URL)
    .then((r) => (r.ok ? (r.json() as Promise<ReleaseSwitchData>) : undefined))
    .catch(() => undefined);
  return loading;
}

interface Props {
  mobile?: boolean;
  position?: 'left' | 'right';
}

/**
 * The engine release switch (navbar item `custom-releaseSwitch`), on every page when the site
 * publishes more than one release. The choice is kept as the API docs' preferred version, which the
 * navbar's API link, the sidebar and the manual's code variants follow (src/release-variants).
 * - On an API page each choice opens the same entry in that release: the same anchor, the new one
 *   where a member was renamed or moved, the changes-page entry where the release lacks it
 *   (src/release-switch/target.ts).
 * - On any other page (the manual) the reader stays where they are: the page shows the chosen
 *   release's variant of each code block from then on.
 */
export default function ReleaseSwitchNavbarItem({ mobile = false, position }: Props): ReactNode {
  const plugin = useActivePlugin();
  const versions = useVersions(API_PLUGIN_ID);
  const active = useActiveVersion(API_PLUGIN_ID);
  const { preferredVersion, savePreferredVersionName } = useDocsPreferredVersion(API_PLUGIN_ID);
  const readerRelease = usePluginData(READER_RELEASE_PLUGIN) as ReaderReleaseData | undefined;
  const { pathname, hash } = useLocation();
  const history = useHistory();
  const [data, setData] = useState<ReleaseSwitchData | undefined>();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: Event) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('focusin', close);
    };
  }, [open]);

  if (versions.length < 2) return null;
  // On an API page, the release it documents; elsewhere the reader's choice (the documented release until one is made).
  const onApiPage = plugin?.pluginId === API_PLUGIN_ID && active !== undefined;
  const shown = onApiPage ? active : (preferredVersion ?? versions.find((v) => v.isLast) ?? versions[0]!);

  const prepare = () => {
    if (onApiPage) void loadData().then(setData);
  };
  const items = versions.map((v) => {
    const current = v.name === shown.name;
    const choose = (event: MouseEvent<HTMLAnchorElement>) => {
      savePreferredVersionName(v.name);
      if (readerRelease) showReaderRelease(releaseOfVersion(readerRelease, v.name));
      setOpen(false);
      if (!onApiPage) {
        event.preventDefault();
        return;
      }
      // Until the data is here (it loads on hover or focus) the entry's place in the other release is
      // unknown: the link stays on this page and a click loads the data, then goes there. The same
      // element throughout, so keyboard focus stays on it when the data arrives.
      if (data) return;
      event.preventDefault();
      void loadData().then((loaded) => loaded && history.push(switchTarget(loaded, pathname, hash, v.name)));
    };
    return { version: v, to: data ? switchTarget(data, pathname, hash, v.name) : pathname + hash, choose, current };
  });
  const entry = (i: (typeof items)[number], className: string, activeClass: string) =>
    onApiPage ? (
      <Link className={clsx(className, i.current && activeClass)} to={i.to} onClick={i.choose} aria-current={i.current ? 'true' : undefined}>
        {i.version.label}
      </Link>
    ) : (
      // Off the API pages a choice changes what this page shows, not where the reader is.
      <a href="#" role="button" className={clsx(className, i.current && activeClass)} onClick={i.choose} aria-pressed={i.current}>
        {i.version.label}
      </a>
    );

  const label = `Engine: ${shown.label}`;
  if (mobile) {
    return (
      <li className="menu__list-item" onFocus={prepare} onPointerEnter={prepare}>
        <span className="menu__link menu__link--sublist release-switch__mobile-label">{label}</span>
        <ul className="menu__list">
          {items.map((i) => (
            <li key={i.version.name} className="menu__list-item">
              {entry(i, 'menu__link', 'menu__link--active')}
            </li>
          ))}
        </ul>
      </li>
    );
  }
  return (
    <div
      ref={ref}
      className={clsx('navbar__item', 'dropdown', 'dropdown--hoverable', position === 'right' && 'dropdown--right', open && 'dropdown--show')}
      onPointerEnter={prepare}
      onFocus={prepare}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          ref.current?.querySelector<HTMLElement>('[role="button"]')?.focus();
        }
      }}
    >
      {/* A link-like toggle, as the theme's own dropdowns have (the theme styles and enables only those). */}
      <a
        href="#"
        role="button"
        className="navbar__link"
        aria-haspopup="true"
        aria-expanded={open}
        onClick={(e) => {
          e.preventDefault();
          setOpen(!open);
        }}
        onKeyDown={(e) => {
          if (e.key !== ' ') return;
          e.preventDefault();
          setOpen(!open);
        }}
      >
        {label}
      </a>
      <ul className="dropdown__menu">
        {items.map((i) => (
          <li key={i.version.name}>
            {entry(i, 'dropdown__link', 'dropdown__link--active')}
          </li>
        ))}
      </ul>
    </div>
  );
}
