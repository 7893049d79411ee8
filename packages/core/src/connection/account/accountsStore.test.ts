import { describe, expect, it } from "vitest";
import { createAccounts } from "./accountsStore.js";

describe("account state per chain (behaviour §3)", () => {
  it("keeps each namespace apart", () => {
    const accounts = createAccounts();
    accounts.update("eip155", (a) => ({ ...a, address: "0xa", status: "connected" }));
    expect(accounts.get("eip155")).toMatchObject({ address: "0xa", status: "connected" });
    expect(accounts.get("solana").address).toBeUndefined();
    expect(accounts.get("solana").status).toBe("disconnected");
    expect(accounts.get("solana").preferredAccountType).toBe("eoa");
  });

  it("two stores share nothing", () => {
    const one = createAccounts();
    const two = createAccounts();
    one.update("eip155", (a) => ({ ...a, address: "0xa" }));
    expect(two.get("eip155").address).toBeUndefined();
  });
});
