// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/**
 * Server rendering must not reach for the browser: importing @foyer/core and
 * @foyer/react and rendering the provider and connect button reads none of these.
 * Each is a getter that records who read it (and answers undefined, as on a server).
 */
const BROWSER_GLOBALS = ["window", "document", "localStorage", "sessionStorage"] as const;
const reads: string[] = [];

beforeAll(() => {
  for (const name of BROWSER_GLOBALS) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        reads.push(`${name}\n${new Error().stack ?? ""}`);
        return undefined;
      },
    });
  }
  // Modules imported before (the setup file's) are evaluated again under the getters.
  vi.resetModules();
});

afterAll(() => {
  for (const name of BROWSER_GLOBALS) Reflect.deleteProperty(globalThis, name);
});

async function load() {
  const [core, react, testing, server, { createElement }] = await Promise.all([
    import("@foyer/core/internal"),
    import("../index.js"),
    import("@foyer/core/testing"),
    import("react-dom/server"),
    import("react"),
  ]);
  return { core, react, testing, server, createElement };
}

describe("server rendering (Node, no DOM)", () => {
  it("imports both packages and renders 'Connect wallet' for a new visitor without touching browser globals", async () => {
    const { core, react, testing, server, createElement } = await load();
    const foyer = core.createFoyer({
      projectId: "ssr",
      networks: [testing.mainnet],
      storage: core.createCookieStorage({ jar: core.readonlyCookieJar({}) }),
      ssr: true,
    });
    const html = server.renderToString(
      createElement(react.FoyerProvider, { foyer }, createElement(react.ConnectButton)),
    );
    expect(html).toContain(">Connect wallet</button>");
    expect(reads).toEqual([]);
  });

  it("renders a returning visitor's account from the connection cookie", async () => {
    const { core, react, testing, server, createElement } = await load();
    const address = "0x1234567890abcdef1234567890abcdef12abcdef";
    // What the browser's cookie storage wrote on the last visit's connect.
    const cookie = new Map<string, string>();
    const browser = core.createFoyer({
      projectId: "ssr",
      networks: [testing.mainnet],
      adapters: [
        testing.createFakeAdapter({
          connectors: [testing.evmConnector("metamask")],
          accounts: { metamask: [{ address, type: "eoa" }] },
        }),
      ],
      storage: core.createCookieStorage({
        jar: {
          get: (name) => cookie.get(name),
          set: (name, value) =>
            void (value === undefined ? cookie.delete(name) : cookie.set(name, value)),
        },
      }),
    });
    await browser.connect("metamask");

    const foyer = core.createFoyer({
      projectId: "ssr",
      networks: [testing.mainnet],
      storage: core.createCookieStorage({
        jar: core.readonlyCookieJar({ foyer: cookie.get(core.foyerCookieName()) }),
      }),
      ssr: true,
    });
    const html = server.renderToString(
      createElement(react.FoyerProvider, { foyer }, createElement(react.ConnectButton)),
    );
    expect(html).toContain(core.truncateAddress(address));
    expect(html).not.toContain("Connect wallet");
    expect(reads).toEqual([]);
  });
});
