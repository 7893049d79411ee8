import { SOCIAL_CALLBACK_MESSAGE } from "@foyer/protocol";
import { describe, expect, it, vi } from "vitest";
import { createSocialPopups } from "./socialPopups.js";

const SERVER = "http://127.0.0.1:8787";
const CALLBACK = `${SERVER}/auth/v1/embedded/social/callback?code=abc&state=xyz`;

function fakeWindow() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const popup = {
    closed: false,
    location: { replace: (url: string) => visited.push(url) },
    close() {
      popup.closed = true;
    },
  };
  const visited: string[] = [];
  const opens: unknown[][] = [];
  const host = {
    screenX: 100,
    screenY: 40,
    outerWidth: 1400,
    outerHeight: 1000,
    open: (...args: unknown[]) => {
      opens.push(args);
      return popup;
    },
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.delete(listener),
  };
  const post = (data: unknown, origin: string, source: unknown = popup) => {
    for (const listener of [...listeners]) listener({ data, origin, source } as MessageEvent);
  };
  return { host, popup, visited, opens, post, listeners };
}

describe("createSocialPopups", () => {
  it("opens a named 600x800 popup centred on the window, keeping its opener", () => {
    const w = fakeWindow();
    const popups = createSocialPopups({ window: w.host as unknown as Window, serverUrl: SERVER });
    const popup = popups.open({ width: 600, height: 800 });
    expect(w.opens).toEqual([
      ["about:blank", "foyer-social-login", "popup=yes,width=600,height=800,left=500,top=140"],
    ]);
    popup?.navigate("http://127.0.0.1:8788/github/login/oauth/authorize?x=1");
    expect(w.visited).toEqual(["http://127.0.0.1:8788/github/login/oauth/authorize?x=1"]);
    expect(popup?.isClosed()).toBe(false);
    popup?.close();
    expect(popup?.isClosed()).toBe(true);
  });

  it("takes the callback only from the server's origin and the popup's window", async () => {
    const w = fakeWindow();
    const ignored: string[] = [];
    const popups = createSocialPopups({
      window: w.host as unknown as Window,
      serverUrl: SERVER,
      onIgnoredMessage: (reason) => ignored.push(reason),
    });
    const popup = popups.open({ width: 600, height: 800 });
    const received: string[] = [];
    const stop = popup?.onCallback((uri) => received.push(uri));
    // The checks load on first use.
    await vi.dynamicImportSettled();
    const message = { type: SOCIAL_CALLBACK_MESSAGE, uri: CALLBACK };

    w.post(message, "https://evil.example");
    w.post(message, SERVER, {});
    w.post({ type: SOCIAL_CALLBACK_MESSAGE, uri: "https://evil.example/callback?code=1" }, SERVER);
    w.post({ type: "something-else" }, "https://evil.example");
    expect(received).toEqual([]);
    expect(ignored).toHaveLength(3);

    w.post(message, SERVER);
    expect(received).toEqual([CALLBACK]);
    stop?.();
    expect(w.listeners.size).toBe(0);
  });

  it("answers undefined when the browser blocks the popup", () => {
    const w = fakeWindow();
    w.host.open = () => null as never;
    const popups = createSocialPopups({ window: w.host as unknown as Window, serverUrl: SERVER });
    expect(popups.open({ width: 600, height: 800 })).toBeUndefined();
  });
});
