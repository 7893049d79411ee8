import { describe, expect, it } from "vitest";
import {
  currentRoute,
  goBack,
  leavesFarcasterUnconnected,
  pushView,
  replaceView,
  resetView,
} from "./navigation.js";
import type { History, Route } from "./views.js";

const connect: Route = { view: "Connect" };
const account: Route = { view: "Account" };
const allWallets: Route = { view: "AllWallets" };
const farcaster: Route = { view: "ConnectingFarcaster" };
const email: Route = { view: "EmailLogin" };

describe("navigation: push (behaviour §2)", () => {
  it.each<[string, History, Route, History]>([
    ["adds a new view on top", [connect], allWallets, [connect, allWallets]],
    [
      "pushing the current view again does nothing",
      [connect, allWallets],
      allWallets,
      [connect, allWallets],
    ],
    [
      "a view deeper in the history may be pushed again",
      [connect, allWallets],
      connect,
      [connect, allWallets, connect],
    ],
  ])("%s", (_name, history, route, expected) => {
    expect(pushView(history, route)).toEqual(expected);
  });

  it("returns the same history object when pushing the current view, so stores see no change", () => {
    const history: History = [connect];
    expect(pushView(history, { view: "Connect" })).toBe(history);
  });
});

describe("navigation: replace and reset (behaviour §2)", () => {
  it.each<[string, History, Route, History]>([
    ["replace swaps only the current view", [connect, allWallets], email, [connect, email]],
    ["replace on a single view", [connect], account, [account]],
  ])("%s", (_name, history, route, expected) => {
    expect(replaceView(history, route)).toEqual(expected);
  });

  it("reset replaces the whole history", () => {
    expect(resetView(account)).toEqual([account]);
  });
});

describe("navigation: back (behaviour §2)", () => {
  it.each<[string, History, boolean, ReturnType<typeof goBack>]>([
    ["back from the first view closes the modal", [connect], false, { kind: "close" }],
    ["back from the first view closes even when connected", [account], true, { kind: "close" }],
    [
      "back pops the current view",
      [connect, allWallets, email],
      false,
      { kind: "navigate", history: [connect, allWallets] },
    ],
    [
      "back to Connect while disconnected shows Connect",
      [connect, allWallets],
      false,
      { kind: "navigate", history: [connect] },
    ],
    [
      "back to Connect while connected shows Account instead",
      [connect, allWallets],
      true,
      { kind: "navigate", history: [account] },
    ],
    [
      "only the landing view is swapped for Account",
      [email, connect, allWallets],
      true,
      { kind: "navigate", history: [email, account] },
    ],
  ])("%s", (_name, history, isConnected, expected) => {
    expect(goBack(history, { isConnected })).toEqual(expected);
  });

  it("the current view is the last entry", () => {
    expect(currentRoute([connect, email])).toEqual(email);
  });
});

describe("leaving ConnectingFarcaster (behaviour §2)", () => {
  it.each<[string, Route, Route | undefined, boolean, boolean]>([
    ["to another view while not connected", farcaster, connect, false, true],
    ["by closing while not connected", farcaster, undefined, false, true],
    ["while connected", farcaster, account, true, false],
    ["staying on the view", farcaster, farcaster, false, false],
    ["from another view", email, connect, false, false],
  ])("%s → clean-up %s", (_name, from, to, isConnected, expected) => {
    expect(leavesFarcasterUnconnected(from, to, { isConnected })).toBe(expected);
  });
});
