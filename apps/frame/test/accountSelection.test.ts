import type { SmartAccountNetwork } from "@foyer/protocol";
import { deleGatorAddress, type SmartAccountEnvironment } from "@foyer/smart-account";
import { describe, expect, it } from "vitest";
import { cachedNetworks, selectAccount } from "../src/smartAccount/accountSelection.js";

const OWNER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const address = (n: number) => `0x${n.toString(16).padStart(40, "0")}` as const;
const DEVNET: SmartAccountNetwork = {
  chainId: 31337,
  caipNetworkId: "eip155:31337",
  name: "Foyer Devnet",
  environment: {
    EntryPoint: address(1),
    SimpleFactory: address(2),
    DelegationManager: address(3),
    implementations: { HybridDeleGatorImpl: address(4), MultiSigDeleGatorImpl: address(5) },
    caveatEnforcers: {},
  },
};

function deps(code: string) {
  const reads: unknown[] = [];
  return {
    reads,
    deps: {
      networks: async () => [DEVNET],
      chainRequest: async (method: string, params: unknown) => {
        reads.push({ method, params });
        return code;
      },
    },
  };
}

describe("selectAccount (behaviour §3 default smartAccount on eip155, §4 switch)", () => {
  it("acts as the counterfactual smart account on a network that has smart accounts", async () => {
    const smart = await deleGatorAddress(DEVNET.environment as SmartAccountEnvironment, OWNER);
    const { deps: d, reads } = deps("0x");
    expect(await selectAccount(d, OWNER, "eip155:31337", "SMART_ACCOUNT")).toEqual({
      type: "SMART_ACCOUNT",
      address: smart,
      accounts: [
        { address: smart, type: "SMART_ACCOUNT" },
        { address: OWNER, type: "EOA" },
      ],
      smartAccountDeployed: false,
      network: DEVNET,
    });
    expect(reads).toEqual([{ method: "eth_getCode", params: [smart, "latest"] }]);
  });

  it("reports it deployed once it has code, and acts as the EOA when the app prefers that", async () => {
    const selected = await selectAccount(deps("0x6080").deps, OWNER, 31337, "EOA");
    expect(selected).toMatchObject({ type: "EOA", address: OWNER, smartAccountDeployed: true });
    expect(selected.accounts).toHaveLength(2);
  });

  it("is the EOA alone on a network without smart accounts, whatever the preference", async () => {
    const selected = await selectAccount(deps("0x").deps, OWNER, "eip155:31338", "SMART_ACCOUNT");
    expect(selected).toEqual({
      type: "EOA",
      address: OWNER,
      accounts: [{ address: OWNER, type: "EOA" }],
      smartAccountDeployed: false,
      network: undefined,
    });
  });
});

describe("cachedNetworks", () => {
  it("asks the server once, and again only after a failure", async () => {
    let calls = 0;
    const networks = cachedNetworks(async () => {
      calls++;
      if (calls === 1) throw new Error("down");
      return [DEVNET];
    });
    await expect(networks()).rejects.toThrow("down");
    expect(await networks()).toEqual([DEVNET]);
    expect(await networks()).toEqual([DEVNET]);
    expect(calls).toBe(2);
  });
});
