import { describe, expect, it } from "vitest";
import { SEED_WALLETS } from "../seedWallets.js";
import { DEVNET_MARK } from "./devnetMark.js";
import { NETWORK_LOGOS, TOKEN_LOGOS, WALLET_LOGOS } from "./logoCatalog.js";
import { createLogoStore } from "./logoStore.js";
import { isStaticSvg } from "./staticSvg.js";

describe("logo catalogue (@web3icons/core)", () => {
  const tables = { wallet: WALLET_LOGOS, network: NETWORK_LOGOS, token: TOKEN_LOGOS };

  it.each(Object.entries(tables))("every %s icon loads and is static SVG", async (_kind, table) => {
    for (const [id, load] of Object.entries(table)) {
      const svg = (await load()).default;
      expect(isStaticSvg(svg.trim()), id).toBe(true);
    }
  });

  it("maps only wallets the registry lists", () => {
    const listed = new Set(SEED_WALLETS.map((wallet) => wallet.id));
    expect(Object.keys(WALLET_LOGOS).filter((id) => !listed.has(id))).toEqual([]);
    // The big names at the top of the list have their logos.
    for (const id of ["metamask", "trust", "coinbase", "okx", "phantom", "rainbow", "safe"]) {
      expect(Object.hasOwn(WALLET_LOGOS, id), id).toBe(true);
    }
  });

  it("keeps the devnet's own mark, and the devnet's USDC and WETH their real logos", async () => {
    const store = createLogoStore();
    expect(await store.network("eip155:31337")).toBe(DEVNET_MARK);
    expect(isStaticSvg(DEVNET_MARK)).toBe(true);
    expect(await store.token("usdc")).toBe(
      (await import("@web3icons/core/svgs/tokens/branded/USDC.svg.js")).default.trim(),
    );
    expect(await store.token("WETH")).toBe(await store.token("ETH"));
    expect(await store.token("FOY")).toBeUndefined();
  });

  it("looks up own keys only, and reports an icon that is not static artwork", async () => {
    const refused: string[] = [];
    const store = createLogoStore(
      {
        wallets: {},
        networks: {},
        tokens: {
          BAD: () => Promise.resolve({ default: "<svg><script>alert(1)</script></svg>" }),
          GONE: () => Promise.reject(new Error("missing module")),
        },
      },
      (what, reason) => refused.push(`${what}: ${reason}`),
    );
    expect(await store.wallet("constructor")).toBeUndefined();
    expect(await store.token("__proto__")).toBeUndefined();
    expect(await store.token("bad")).toBeUndefined();
    expect(await store.token("gone")).toBeUndefined();
    expect(refused).toEqual(["token:BAD: not a static SVG", "token:GONE: missing module"]);
  });
});
