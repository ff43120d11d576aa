import type { Page } from '@playwright/test';

/** What a reader sees of a doc page's frame: its heading, title, sidebar and table of contents. */
export interface Frame {
  heading: string;
  title: string;
  notFound: boolean;
  /** The sidebar entries marked as the current page. */
  current: string[];
  /** Whether the sidebar shows a link with exactly this text. */
  sidebarLinkVisible: boolean;
  tocVisible: boolean;
}

export function frameOf(page: Page, sidebarLink: string): Promise<Frame> {
  return page.evaluate((linkText) => {
    const visible = (el: Element | null | undefined) => {
      if (!el) return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const sidebar = document.querySelector('nav[aria-label="Docs sidebar"]');
    return {
      heading: document.querySelector('article h1')?.textContent?.trim() ?? '',
      title: document.title,
      notFound: document.body.innerText.includes('Page Not Found'),
      current: Array.from(sidebar?.querySelectorAll('a.menu__link--active[aria-current="page"]') ?? []).map((a) => a.textContent?.trim() ?? ''),
      sidebarLinkVisible: visible(Array.from(sidebar?.querySelectorAll('a') ?? []).find((a) => a.textContent?.trim() === linkText)),
      tocVisible: visible(document.querySelector('.theme-doc-toc-desktop ul.table-of-contents a')),
    };
  }, sidebarLink);
}
