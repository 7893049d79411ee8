import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "../effects/storage.js";
import { createFakeClock } from "../testing/fakeClock.js";
import {
  type CookieJar,
  createCookieStorage,
  decodeCookieValue,
  encodeCookieValue,
  foyerCookieName,
  readonlyCookieJar,
} from "./cookieStorage.js";
import { createPersistence } from "./createPersistence.js";

/** A jar like a browser's: one value per name, deleted on undefined. */
function memoryJar(): CookieJar & { cookies: Map<string, string> } {
  const cookies = new Map<string, string>();
  return {
    cookies,
    get: (name) => cookies.get(name),
    set: (name, value) => {
      if (value === undefined) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
}

const connection = {
  connectorId: "io.metamask",
  accounts: [{ address: "0xabc", type: "eoa" as const }],
  caipNetworkId: "eip155:1" as const,
  lastUsedAt: 5,
};

describe("cookie storage", () => {
  it("keeps the connection in the cookie and the rest in the fallback", () => {
    const jar = memoryJar();
    const fallback = createMemoryStorage();
    const persistence = createPersistence(
      createCookieStorage({ jar, fallback }),
      createFakeClock(0),
    );
    persistence.connections.set({ eip155: [connection] });
    persistence.connectionStatus.set("connected");
    persistence.activeNetworkId.set("eip155:1");
    persistence.recentWallets.set([{ id: "mm", name: "MetaMask" }]);

    expect(decodeCookieValue(jar.cookies.get("foyer"))).toEqual({
      connections: JSON.stringify({ eip155: [connection] }),
      connectionStatus: "connected",
      activeNetworkId: "eip155:1",
    });
    expect(fallback.getItem("@foyer/recent_wallets/v1")).toBe('[{"id":"mm","name":"MetaMask"}]');
    expect(fallback.getItem("@foyer/connections/v1")).toBeNull();
  });

  it("a server reads what the browser wrote, through a read-only jar", () => {
    const jar = memoryJar();
    const clock = createFakeClock(0);
    createPersistence(createCookieStorage({ jar }), clock).connections.set({
      eip155: [connection],
    });
    const server = createPersistence(
      createCookieStorage({ jar: readonlyCookieJar({ foyer: jar.cookies.get("foyer") }) }),
      clock,
    );
    expect(server.connections.get()).toEqual({ eip155: [connection] });
    server.connectionStatus.set("connected");
    expect(decodeCookieValue(jar.cookies.get("foyer")).connectionStatus).toBeUndefined();
  });

  it("deletes the cookie when its last entry goes", () => {
    const jar = memoryJar();
    const persistence = createPersistence(createCookieStorage({ jar }), createFakeClock(0));
    persistence.activeNetworkId.set("eip155:1");
    persistence.connectionStatus.set("connected");
    persistence.activeNetworkId.remove();
    expect(jar.cookies.has("foyer")).toBe(true);
    persistence.connectionStatus.remove();
    expect(jar.cookies.has("foyer")).toBe(false);
  });

  it("a scoped instance has its own cookie and keys", () => {
    const jar = memoryJar();
    const clock = createFakeClock(0);
    const fallback = createMemoryStorage();
    const shop = createPersistence(
      createCookieStorage({ jar, scope: "shop", fallback }),
      clock,
      "shop",
    );
    const plain = createPersistence(createCookieStorage({ jar, fallback }), clock);
    shop.activeNetworkId.set("eip155:8453");
    shop.recentWallets.set([{ id: "a", name: "A" }]);
    plain.activeNetworkId.set("eip155:1");
    expect(foyerCookieName("shop")).toBe("foyer.shop");
    expect(decodeCookieValue(jar.cookies.get("foyer.shop"))).toEqual({
      activeNetworkId: "eip155:8453",
    });
    expect(decodeCookieValue(jar.cookies.get("foyer"))).toEqual({ activeNetworkId: "eip155:1" });
    expect(fallback.getItem("@foyer/shop/recent_wallets/v1")).not.toBeNull();
    expect(plain.recentWallets.get()).toBeUndefined();
  });

  it.each([
    ["absent", undefined],
    ["not URI-encoded JSON", "%E0%A4%A"],
    ["not JSON", "hello"],
    ["an array", encodeURIComponent("[1]")],
    ["null", "null"],
  ])("an unreadable cookie (%s) reads as empty", (_name, raw) => {
    expect(decodeCookieValue(raw)).toEqual({});
    const persistence = createPersistence(
      createCookieStorage({ jar: readonlyCookieJar({ foyer: raw }) }),
      createFakeClock(0),
    );
    expect(persistence.connections.get()).toBeUndefined();
  });

  it("drops entries that are not strings and survives a round trip of awkward characters", () => {
    expect(decodeCookieValue(encodeURIComponent('{"a":"1","b":2}'))).toEqual({ a: "1" });
    const values = { a: "; = , \" ' ✓" };
    const encoded = encodeCookieValue(values);
    expect(encoded).not.toMatch(/[;,\s"]/);
    expect(decodeCookieValue(encoded)).toEqual(values);
  });
});
