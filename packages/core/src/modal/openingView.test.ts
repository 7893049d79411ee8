import { describe, expect, it } from "vitest";
import type { Route } from "../router/views.js";
import { type OpeningState, openingView } from "./openingView.js";

const state = (patch: Partial<OpeningState>): OpeningState => ({
  isConnected: false,
  hasAdapters: true,
  isMobile: false,
  ...patch,
});
const swap: Route = { view: "Swap" };

describe("opening view (behaviour §2)", () => {
  it.each<[string, OpeningState, Route | undefined, Route]>([
    ["a requested view shows", state({}), swap, swap],
    ["a requested view wins over connected", state({ isConnected: true }), swap, swap],
    ["a requested view wins with no adapters", state({ hasAdapters: false }), swap, swap],
    ["connected shows Account", state({ isConnected: true }), undefined, { view: "Account" }],
    ["not connected shows Connect", state({}), undefined, { view: "Connect" }],
    [
      "not connected on mobile shows Connect",
      state({ isMobile: true }),
      undefined,
      { view: "Connect" },
    ],
    [
      "no adapters, no address, mobile → AllWallets",
      state({ hasAdapters: false, isMobile: true }),
      undefined,
      { view: "AllWallets" },
    ],
    [
      "no adapters, no address, desktop → ConnectingWalletConnectBasic",
      state({ hasAdapters: false }),
      undefined,
      { view: "ConnectingWalletConnectBasic" },
    ],
    [
      "no adapters but connected shows Account",
      state({ hasAdapters: false, isConnected: true }),
      undefined,
      { view: "Account" },
    ],
  ])("%s", (_name, s, route, expected) => {
    expect(openingView(s, { route })).toEqual(expected);
  });
});
