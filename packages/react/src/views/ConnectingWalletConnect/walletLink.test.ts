import { describe, expect, it } from "vitest";
import { walletLink } from "./walletLink.js";

const URI = "wc:abc@2?relay-protocol=irn&symKey=00ff";
const ENCODED = encodeURIComponent(URI);

describe("walletLink", () => {
  it("appends wc?uri= to a universal link, adding the slash it needs", () => {
    expect(walletLink("https://link.wallet.example/", URI)).toBe(
      `https://link.wallet.example/wc?uri=${ENCODED}`,
    );
    expect(walletLink("https://link.wallet.example/app", URI)).toBe(
      `https://link.wallet.example/app/wc?uri=${ENCODED}`,
    );
  });

  it("appends wc?uri= to a custom scheme, in the scheme:// form", () => {
    expect(walletLink("wallet://", URI)).toBe(`wallet://wc?uri=${ENCODED}`);
    expect(walletLink("wallet:", URI)).toBe(`wallet://wc?uri=${ENCODED}`);
    expect(walletLink("wallet", URI)).toBe(`wallet://wc?uri=${ENCODED}`);
    expect(walletLink("wallet://open", URI)).toBe(`wallet://open/wc?uri=${ENCODED}`);
  });

  it("encodes the pairing URI so its query survives", () => {
    const link = new URL(walletLink("https://w.example", URI));
    expect(link.searchParams.get("uri")).toBe(URI);
  });
});
