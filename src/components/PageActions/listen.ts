/**
 * One click listener for the whole site (a client module): "Copy page as Markdown" buttons
 * ([data-copy-markdown]) and the link beside every heading (.hash-link, labeled "Copy link to …"),
 * which still goes to its anchor and also puts the anchor's URL on the clipboard. The copying code
 * loads on first use, so pages carry only these few lines.
 */
if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const control = (event.target as Element | null)?.closest?.('[data-copy-markdown],.hash-link');
    if (control) void import('./copy').then((m) => m.copyFor(control));
  });
}

export {};
