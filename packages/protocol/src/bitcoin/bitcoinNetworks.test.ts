import { describe, expect, it } from "vitest";
import { BITCOIN_REGTEST, isBitcoinAddressShape, isBitcoinNetworkId } from "./bitcoinNetworks.js";

describe("isBitcoinAddressShape", () => {
  it.each([
    ["1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", true],
    ["3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy", true],
    ["mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn", true],
    ["2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc", true],
    ["bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", true],
    ["BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ", true],
    ["bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk", true],
    ["tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c", true],
    ["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", false],
    ["bcrt1qb", false],
    ["bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdo", false],
    ["", false],
  ])("%s → %s", (address, ok) => {
    expect(isBitcoinAddressShape(address)).toBe(ok);
  });
});

describe("isBitcoinNetworkId", () => {
  it("knows the three bip122 networks and nothing else", () => {
    expect(isBitcoinNetworkId(BITCOIN_REGTEST)).toBe(true);
    expect(isBitcoinNetworkId("bip122:0f9188f13cb7b2c71f2a335e3a4fc329")).toBe(false);
    expect(isBitcoinNetworkId("eip155:1")).toBe(false);
  });
});
