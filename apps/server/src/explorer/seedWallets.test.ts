import { describe, expect, it } from "vitest";
import { SEED_WALLETS } from "./seedWallets.js";

/** CAIP-2's own grammar, stricter than the server's two-part check. */
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
/** An https URL, or a custom scheme followed by `://` (e.g. `metamask://`). */
const LINK = /^(https:\/\/[^\s/]+|[a-z][a-z0-9+.-]*:\/\/)\S*$/;
const REVERSE_DNS = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const REQUIRED_WALLETS = [
  "MetaMask",
  "Trust Wallet",
  "Coinbase Wallet",
  "Rainbow",
  "Phantom",
  "OKX Wallet",
  "Zerion",
  "Uniswap Wallet",
  "Ledger Live",
  "Safe",
  "Argent",
  "imToken",
  "TokenPocket",
  "Bitget Wallet",
  "Exodus",
  "Brave Wallet",
  "Frame",
  "Taho",
  "1inch Wallet",
  "Binance Web3 Wallet",
  "Crypto.com Onchain",
  "SafePal",
  "Backpack",
  "Solflare",
  "Xverse",
  "Leather",
  "Enkrypt",
  "Core",
  "OneKey",
  "Trezor Suite",
  "Status",
  "AlphaWallet",
  "Tangem",
  "Kraken Wallet",
  "Robinhood Wallet",
  "Family",
  "Sequence",
];

describe("SEED_WALLETS", () => {
  it("lists at least 45 wallets with unique ids, names, ranks and rdns", () => {
    expect(SEED_WALLETS.length).toBeGreaterThanOrEqual(45);
    const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
    expect(unique(SEED_WALLETS.map((w) => w.id))).toBe(true);
    expect(unique(SEED_WALLETS.map((w) => w.name.toLowerCase()))).toBe(true);
    expect(unique(SEED_WALLETS.map((w) => w.order))).toBe(true);
    const rdns = SEED_WALLETS.flatMap((w) => (w.rdns === null ? [] : [w.rdns]));
    expect(unique(rdns)).toBe(true);
  });

  it("includes the wallets the modal is expected to offer", () => {
    const names = new Set(SEED_WALLETS.map((w) => w.name));
    expect(REQUIRED_WALLETS.filter((name) => !names.has(name))).toEqual([]);
  });

  it.each(SEED_WALLETS.map((w) => [w.id, w] as const))("%s is well-formed", (_id, wallet) => {
    expect(wallet.id).toMatch(SLUG);
    expect(wallet.name.trim()).toBe(wallet.name);
    expect(wallet.name.length).toBeGreaterThan(0);
    if (wallet.rdns !== null) expect(wallet.rdns).toMatch(REVERSE_DNS);
    for (const link of [wallet.mobile_link, wallet.desktop_link, wallet.webapp_link]) {
      if (link !== null) expect(link).toMatch(LINK);
    }
    if (wallet.webapp_link !== null) expect(wallet.webapp_link).toMatch(/^https:\/\//);
    expect(wallet.homepage).toMatch(/^https:\/\/[^\s/]+/);
    expect(wallet.chains.length).toBeGreaterThan(0);
    expect(new Set(wallet.chains).size).toBe(wallet.chains.length);
    for (const chain of wallet.chains) expect(chain).toMatch(CAIP2);
    expect(["certified", "none"]).toContain(wallet.badge_type);
    expect(Number.isInteger(wallet.order) && wallet.order > 0).toBe(true);
    expect(wallet.color).toMatch(/^#[0-9A-Fa-f]{6}$/);
  });

  it("ranks 1..n with no gaps, so `order` reads as a popularity rank", () => {
    const ranks = SEED_WALLETS.map((w) => w.order).sort((a, b) => a - b);
    expect(ranks).toEqual(ranks.map((_, index) => index + 1));
  });
});
