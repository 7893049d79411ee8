import { describe, expect, it } from "vitest";
import { ALERTS } from "../errors/alerts.js";
import { connectionOf } from "../testing/fixtures.js";
import { addWalletAlert } from "./multiWallet.js";

describe("adding a wallet with multi-wallet off (SPEC §3 multiWallet, §8 info alert)", () => {
  const one = { connections: [connectionOf("metamask")], activeConnectorId: "metamask" };
  it.each([
    ["first wallet, multi-wallet off", undefined, false, undefined],
    ["empty namespace, multi-wallet off", { connections: [] }, false, undefined],
    ["second wallet, multi-wallet off", one, false, ALERTS.MULTI_WALLET_NOT_ENABLED],
    ["second wallet, multi-wallet on", one, true, undefined],
  ])("%s", (_name, state, multiWallet, expected) => {
    expect(addWalletAlert(state, { multiWallet })).toBe(expected);
  });

  it("the alert is the info one", () => {
    expect(ALERTS.MULTI_WALLET_NOT_ENABLED.type).toBe("info");
  });
});
