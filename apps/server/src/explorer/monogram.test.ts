import { describe, expect, it } from "vitest";
import { catalogMonogram } from "./imageCatalog.js";
import { initialsOf, monogramSvg, NEUTRAL_COLOR } from "./monogram.js";
import { SEED_WALLETS } from "./seedWallets.js";

/**
 * A small well-formedness check (no XML parser in the tree): every tag is
 * closed in order, attributes are quoted, text holds no raw `<` or bare `&`.
 */
function assertWellFormedXml(xml: string): void {
  const stack: string[] = [];
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let consumed = 0;
  for (const match of xml.matchAll(token)) {
    consumed += match[0].length;
    const [, closing, name, , selfClosing, text] = match;
    if (text !== undefined) {
      expect(text).not.toMatch(/&(?!(lt|gt|amp|quot|apos);)/);
      continue;
    }
    if (closing === "/") expect(stack.pop()).toBe(name);
    else if (selfClosing !== "/") stack.push(name ?? "");
  }
  expect(consumed).toBe(xml.length);
  expect(stack).toEqual([]);
}

describe("monogramSvg", () => {
  const svg = monogramSvg({ label: "MM", color: "#F6851B", title: "MetaMask" });

  it("is a well-formed, titled, square SVG", () => {
    assertWellFormedXml(svg);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('<title id="title">MetaMask</title>');
    expect(svg).toContain('viewBox="0 0 100 100"');
    expect(svg).toContain('<rect width="100" height="100" rx="24" fill="#F6851B"/>');
    expect(svg).toMatch(/fill="#FFFFFF">MM<\/text>/);
  });

  it("is deterministic", () => {
    expect(monogramSvg({ label: "MM", color: "#F6851B", title: "MetaMask" })).toBe(svg);
    expect(monogramSvg({ label: "MM", color: "#f6851b", title: "MetaMask" })).toBe(svg);
  });

  it("escapes markup in the title and label", () => {
    const hostile = monogramSvg({ label: "<&>", color: "#000000", title: `a"</title><script>` });
    assertWellFormedXml(hostile);
    expect(hostile).not.toContain("<script>");
    expect(hostile).toContain("&lt;&amp;&gt;</text>");
  });

  it("falls back to neutral for a colour that is not #rrggbb", () => {
    const fallback = monogramSvg({ label: "X", color: "red;stroke:url(x)", title: "X" });
    expect(fallback).toContain(`fill="${NEUTRAL_COLOR}"`);
    assertWellFormedXml(fallback);
  });

  it("keeps labels to six characters, shrinking the font to fit, and marks a shortened one", () => {
    const chainId = monogramSvg({ label: "31338", color: "#000000", title: "eip155:31338" });
    expect(chainId).toContain(">31338</text>");
    expect(chainId).toContain('font-size="21"');
    const long = monogramSvg({ label: "ABCDEFG", color: "#000000", title: "t" });
    expect(long).toContain(">ABCDE…</text>");
    expect(long).toContain('font-size="18"');
    expect(monogramSvg({ label: "", color: "#000000", title: "t" })).toContain(">?</text>");
  });

  it("switches to dark text when white would be unreadable", () => {
    expect(monogramSvg({ label: "S", color: "#12FF80", title: "Safe" })).toContain(
      'fill="#111111">S<',
    );
    expect(monogramSvg({ label: "E", color: "#001E59", title: "x" })).toContain(
      'fill="#FFFFFF">E<',
    );
  });

  it("renders every seed wallet well-formed", () => {
    for (const wallet of SEED_WALLETS) {
      assertWellFormedXml(
        monogramSvg({ label: initialsOf(wallet.name), color: wallet.color, title: wallet.name }),
      );
    }
  });
});

describe("initialsOf", () => {
  it.each([
    ["MetaMask", "MM"],
    ["Trust Wallet", "TW"],
    ["imToken", "IT"],
    ["Phantom", "P"],
    ["OKX Wallet", "OW"],
    ["1inch Wallet", "1W"],
    ["Crypto.com Onchain", "CC"],
    ["  ", "?"],
  ])("%s → %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe("catalogMonogram", () => {
  it.each([
    ["asset", "eip155:1", "ETH", "#627EEA", "Ethereum"],
    ["asset", "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", "SOL", "#9945FF", "Solana"],
    ["asset", "eip155:999999", "999999", NEUTRAL_COLOR, "eip155:999999"],
    ["currency", "USD", "$", "#2E7D32", "US Dollar"],
    ["currency", "eur", "€", "#003399", "Euro"],
    ["currency", "CHF", "CHF", "#DA291C", "Swiss Franc"],
    ["currency", "XYZ", "XYZ", NEUTRAL_COLOR, "XYZ"],
    ["token", "USDC", "USDC", "#2775CA", "USD Coin"],
    ["token", "eth", "ETH", "#627EEA", "Ether"],
    ["token", "foy", "FOY", "#1E1B4B", "Foyer Token"],
    ["token", "pepe", "PEPE", NEUTRAL_COLOR, "pepe"],
  ] as const)("%s %s", (kind, id, label, color, title) => {
    expect(catalogMonogram(kind, id)).toEqual({ label, color, title });
  });
});
