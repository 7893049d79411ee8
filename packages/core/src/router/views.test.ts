import { describe, expect, expectTypeOf, it } from "vitest";
import { base } from "../testing/fixtures.js";
import { pushView, resetView } from "./navigation.js";
import { isView, type Route, VIEWS, type ViewParams } from "./views.js";

describe("modal views (behaviour §2)", () => {
  it.each([
    "Connect",
    "Account",
    "AllWallets",
    "ConnectingExternal",
    "ConnectingWalletConnect",
    "ConnectingWalletConnectBasic",
    "ConnectingFarcaster",
    "EmailLogin",
    "UpdateEmailWallet",
    "ProfileWallets",
    "UnsupportedChain",
    "SwitchNetwork",
    "SwitchActiveChain",
    "RegisterAccountName",
    "RegisterAccountNameSuccess",
    "SIWXSignMessage",
    "ApproveTransaction",
    "Swap",
  ])("lists %s", (view) => {
    expect(VIEWS).toContain(view);
    expect(isView(view)).toBe(true);
  });

  it.each([undefined, "", "connect", 3])("%j is no view", (value) => {
    expect(isView(value)).toBe(false);
  });

  it("SwitchActiveChain carries switchToChain, navigateTo, navigateWithReplace and network", () => {
    expectTypeOf<ViewParams["SwitchActiveChain"]>().toEqualTypeOf<{
      switchToChain: "eip155" | "solana" | "bip122" | "polkadot";
      navigateTo?: (typeof VIEWS)[number];
      navigateWithReplace?: boolean;
      network?: typeof base;
    }>();
    const route: Route = {
      view: "SwitchActiveChain",
      params: {
        switchToChain: "solana",
        navigateTo: "Account",
        navigateWithReplace: true,
        network: base,
      },
    };
    expect(pushView(resetView({ view: "Connect" }), route).at(-1)).toBe(route);
  });
});
