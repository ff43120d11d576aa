import type { Page } from '@playwright/test';

/**
 * What axe's colour rules judge an element by, as a key: for text, its colour, size, weight and
 * shadow, the backgrounds behind it out to the first opaque one, and the opacity of it and its
 * ancestors; for a link, its own styles beside those of the text block around it. Elements with
 * the same key get the same verdict, so the sweep runs the colour rules only on elements whose key
 * no earlier page of the same batch had (page-checks/axe.ts): all of them, on the page where the
 * key first appears. API pages repeat a few dozen styles thousands of times; this is where most of
 * the sweep's time went.
 */
export interface ColourTargets {
  /** Keys first seen on this page. */
  fresh: string[];
  /** How many elements carry them (the elements the colour rules will run on). */
  elements: number;
}

/** Marks the elements axe's colour rules are restricted to (page-checks/axe.ts). */
export const COLOUR_TARGET_ATTRIBUTE = 'data-axe-colour-target';

/** Marks the page's elements whose key is not in `covered` with COLOUR_TARGET_ATTRIBUTE, and only those. */
export function markColourTargets(page: Page, covered: ReadonlySet<string>): Promise<ColourTargets> {
  return page.evaluate(([coveredKeys, mark]) => {
    const seen = new Set(coveredKeys);
    const style = new Map<Element, CSSStyleDeclaration>();
    const css = (el: Element) => style.get(el) ?? style.set(el, getComputedStyle(el)).get(el)!;
    const transparent = (c: string) => c === 'transparent' || /^rgba\(.*,\s*0\)$/.test(c);
    // Memoised per element: every element of a page shares most of its ancestors.
    const upwards = (own: (el: Element) => string, join: (mine: string, el: Element, outer: () => string) => string) => {
      const known = new Map<Element, string>();
      const of = (el: Element | null): string => {
        if (!el) return '';
        let value = known.get(el);
        if (value === undefined) known.set(el, (value = join(own(el), el, () => of(el.parentElement))));
        return value;
      };
      return of;
    };
    // Backgrounds from an element outwards, stopping at the first opaque colour.
    const backgroundOf = upwards(
      (el) => {
        const s = css(el);
        return [s.backgroundImage !== 'none' ? `image ${s.backgroundImage}` : '', transparent(s.backgroundColor) ? '' : s.backgroundColor].filter(Boolean).join(' ');
      },
      (mine, el, outer) => {
        const colour = css(el).backgroundColor;
        const opaque = !transparent(colour) && !colour.startsWith('rgba');
        return opaque ? mine : [mine, outer() || 'canvas'].filter(Boolean).join(' over ');
      },
    );
    // Opacity, filters and blending of an element and all its ancestors.
    const opacityOf = upwards(
      (el) => {
        const s = css(el);
        return [s.opacity !== '1' ? `opacity ${s.opacity}` : '', s.filter !== 'none' ? `filter ${s.filter}` : '', s.mixBlendMode !== 'normal' ? `blend ${s.mixBlendMode}` : '']
          .filter(Boolean)
          .join(' ');
      },
      (mine, _el, outer) => [mine, outer()].filter(Boolean).join(' < '),
    );
    // As axe sees it: rendered, not transparent, not hidden, larger than the 1px of a visually hidden label.
    const shown = (el: Element) => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    const textKey = (el: Element) => {
      const s = css(el);
      return ['text', s.color, s.fill, s.fontSize, s.fontWeight, s.textShadow, s.webkitTextFillColor, backgroundOf(el), opacityOf(el)].join('|');
    };
    const inline = (el: Element) => css(el).display.startsWith('inline');
    const blockOf = (el: Element): Element => {
      let block = el.parentElement;
      while (block && inline(block)) block = block.parentElement;
      return block ?? document.body;
    };
    const WIDGETS = 'a[href], button, input, select, textarea, [role="link"], [role="button"]';
    // As axe's link-in-text-block decides: a link (itself inline) is in a text block when its block
    // has more text of its own than in links and other controls; nested blocks do not count.
    const inTextBlock = (a: Element) => {
      if (css(a).display !== 'inline') return false;
      const block = blockOf(a);
      let own = 0;
      let widgets = 0;
      const walk = (el: Element) => {
        for (const child of Array.from(el.childNodes)) {
          if (child.nodeType === Node.TEXT_NODE) own += child.textContent?.trim().length ?? 0;
          else if (child instanceof Element && inline(child)) {
            if (child.matches(WIDGETS)) widgets += child.textContent?.trim().length ?? 0;
            else walk(child);
          }
        }
      };
      walk(block);
      return own > widgets;
    };
    const linkKey = (a: Element) => {
      const s = css(a);
      const block = css(blockOf(a));
      const inText = inTextBlock(a);
      return [
        inText ? 'link in text' : 'link',
        s.color,
        s.fontWeight,
        s.fontStyle,
        s.textDecorationLine,
        s.textDecorationStyle,
        s.borderBottomStyle,
        s.borderBottomWidth,
        s.backgroundColor,
        block.color,
        block.fontWeight,
        backgroundOf(a),
      ].join('|');
    };

    const textElements = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim() && node.parentElement) textElements.add(node.parentElement);
    }
    const keyed: [Element, string][] = [];
    for (const el of textElements) if (shown(el)) keyed.push([el, textKey(el)]);
    for (const a of Array.from(document.querySelectorAll('a[href], [role="link"]'))) if (shown(a)) keyed.push([a, linkKey(a)]);

    const fresh = new Set<string>();
    const targets: Element[] = [];
    for (const [el, key] of keyed) {
      if (seen.has(key)) continue;
      fresh.add(key);
      targets.push(el);
    }
    for (const el of Array.from(document.querySelectorAll(`[${mark}]`))) el.removeAttribute(mark);
    for (const el of targets) el.setAttribute(mark, '');
    return { fresh: [...fresh], elements: targets.length };
  }, [[...covered], COLOUR_TARGET_ATTRIBUTE] as const);
}
