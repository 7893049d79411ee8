import { createMemoryStorage } from "@foyer/core";
import { describe, expect, it } from "vitest";
import { createSdkStorage } from "./walletConnectStorage.js";

describe("createSdkStorage", () => {
  it("stores JSON values under the prefix and lists their keys", async () => {
    const host = createMemoryStorage();
    const sdk = createSdkStorage(host, "app");
    await sdk.setItem("wc@2:session", [{ topic: "t" }]);
    await sdk.setItem("wc@2:keychain", { a: "b" });
    expect(host.getItem("app.wc.wc@2:session")).toBe('[{"topic":"t"}]');
    expect(await sdk.getKeys()).toEqual(["wc@2:session", "wc@2:keychain"]);
    expect(await sdk.getEntries()).toEqual([
      ["wc@2:session", [{ topic: "t" }]],
      ["wc@2:keychain", { a: "b" }],
    ]);
    await sdk.removeItem("wc@2:session");
    expect(await sdk.getKeys()).toEqual(["wc@2:keychain"]);
    expect(await sdk.getItem("wc@2:session")).toBeUndefined();
  });

  it("survives a reload: a new bridge on the same storage reads the same values", async () => {
    const host = createMemoryStorage();
    await createSdkStorage(host, "app").setItem("k", { v: 1 });
    expect(await createSdkStorage(host, "app").getItem("k")).toEqual({ v: 1 });
    expect(await createSdkStorage(host, "other").getItem("k")).toBeUndefined();
  });

  it("treats a throwing host storage as empty", async () => {
    const sdk = createSdkStorage(
      {
        getItem: () => {
          throw new Error("blocked");
        },
        setItem: () => {
          throw new Error("quota");
        },
        removeItem: () => {},
      },
      "app",
    );
    await sdk.setItem("k", 1);
    expect(await sdk.getItem("k")).toBeUndefined();
    expect(await sdk.getKeys()).toEqual([]);
  });
});
