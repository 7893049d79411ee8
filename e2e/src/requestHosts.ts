import type { Page } from "playwright-core";

/** What {@link recordHosts} hands back. */
export interface HostRecording {
  /** Each URL whose host is not allowed, once (the first URL seen for that host). */
  outside(allowedHosts: readonly string[]): string[];
  stop(): void;
}

/**
 * Records every network address a page (and any frame in it) reaches from
 * now on: its requests (documents, frames, scripts, fetches, images, fonts)
 * and its WebSockets. Compared by host (`hostname:port`), so the demo's own
 * Vite socket counts as the demo. data: and blob: URLs never leave the page.
 */
export function recordHosts(page: Page): HostRecording {
  const byHost = new Map<string, string>();
  const note = (url: string) => {
    const parsed = new URL(url);
    if (!["http:", "https:", "ws:", "wss:"].includes(parsed.protocol)) return;
    if (!byHost.has(parsed.host)) byHost.set(parsed.host, url);
  };
  const onRequest = (request: { url(): string }) => note(request.url());
  const onSocket = (socket: { url(): string }) => note(socket.url());
  page.on("request", onRequest);
  page.on("websocket", onSocket);
  return {
    outside: (allowed) =>
      [...byHost].filter(([host]) => !allowed.includes(host)).map(([, url]) => url),
    stop() {
      page.off("request", onRequest);
      page.off("websocket", onSocket);
    },
  };
}
