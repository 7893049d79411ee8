/**
 * Vite fetches a lazy chunk's own imports beside it (no waterfall) by adding a
 * `<link rel="modulepreload">` to `<head>` for each, and never takes one away: after a
 * few lazy views the head carries dozens of them. Once a link has loaded, its module sits
 * in the page's module map and Vite's helper remembers the address, so the link does
 * nothing more: the page drops each one when it loads or fails. One capturing listener on
 * the document sees every link's `load` (that event does not bubble).
 */
export function tidyPreloadLinks(document: Document): void {
  const drop = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLLinkElement && target.rel === "modulepreload") target.remove();
  };
  document.addEventListener("load", drop, true);
  document.addEventListener("error", drop, true);
}
