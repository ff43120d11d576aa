/** The copying itself, loaded on the first click of a copy control (./listen.ts). */
import './copy-status.lazy.css';

let status: HTMLElement | undefined;

/** Says what happened, to screen readers (a live region) and on screen (a short toast). */
function announce(message: string): void {
  if (!status) {
    status = document.createElement('div');
    status.className = 'copy-status';
    status.setAttribute('role', 'status');
    document.body.append(status);
  }
  const region = status;
  region.textContent = message;
  region.dataset.visible = 'true';
  window.setTimeout(() => {
    if (region.textContent === message) delete region.dataset.visible;
  }, 2500);
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

export async function copyFor(control: Element): Promise<void> {
  const twin = control.getAttribute('data-copy-markdown');
  try {
    if (twin !== null) {
      const text = fetchText(twin);
      // Safari keeps the click's permission to write only for a write that starts at once.
      if (typeof ClipboardItem === 'function') {
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
      } else {
        await navigator.clipboard.writeText(await text);
      }
      announce('Page copied as Markdown');
    } else {
      const url = new URL((control as HTMLAnchorElement).href);
      url.search = '';
      await navigator.clipboard.writeText(url.href);
      announce('Link copied');
    }
  } catch {
    announce(twin !== null ? 'Could not copy the page: use "View as Markdown" instead' : 'Could not copy the link');
  }
}
