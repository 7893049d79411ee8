import { describe, expect, it } from "vitest";
import type { AdapterTransactionRequest } from "../adapter/ChainAdapter.js";
import { createFakeAdapter, evmConnector } from "../testing/fakeAdapter.js";
import { setupFoyer } from "../testing/setupFoyer.js";

function withWallet() {
  const seen: AdapterTransactionRequest[] = [];
  // The fake wallet with a recording send and an EVM-style gas estimate.
  const adapter = Object.assign(createFakeAdapter({ connectors: [evmConnector("metamask")] }), {
    async sendTransaction(request: AdapterTransactionRequest) {
      seen.push(request);
      return "0xabc";
    },
    async estimateGas() {
      return 21_000n;
    },
  });
  return { ...setupFoyer({}, { adapter }), seen };
}

describe("sending through the active wallet", () => {
  it("fills connector, network and sender from the active connection", async () => {
    const { foyer, seen } = withWallet();
    await foyer.connect("metamask");
    await expect(foyer.sendTransaction({ to: "0xbeef", value: 5n })).resolves.toBe("0xabc");
    expect(seen[0]).toMatchObject({
      connectorId: "metamask",
      from: "0xmetamask",
      to: "0xbeef",
      value: 5n,
      caipNetwork: { caipNetworkId: "eip155:1" },
    });
    expect(seen[0]).not.toHaveProperty("data");
  });

  it("passes calldata through and answers gas estimates", async () => {
    const { foyer, seen } = withWallet();
    await foyer.connect("metamask");
    await foyer.sendTransaction({ to: "0xtoken", value: 0n, data: "0xa9059cbb" });
    expect(seen[0]?.data).toBe("0xa9059cbb");
    await expect(foyer.estimateGas({ to: "0xbeef", value: 1n })).resolves.toBe(21_000n);
  });

  it("answers no estimate when the adapter has no gas", async () => {
    const { foyer } = setupFoyer();
    await foyer.connect("metamask");
    await expect(foyer.estimateGas({ to: "0xbeef", value: 1n })).resolves.toBeUndefined();
  });

  it("normalises a wallet rejection (4001)", async () => {
    const { foyer, adapter } = setupFoyer();
    adapter.sendTransaction = async () => {
      throw Object.assign(new Error("User rejected"), { code: 4001 });
    };
    await foyer.connect("metamask");
    await expect(foyer.sendTransaction({ to: "0xbeef", value: 1n })).rejects.toMatchObject({
      code: "USER_REJECTED",
    });
  });

  it("refuses to send without a connected account", async () => {
    const { foyer } = setupFoyer();
    await expect(foyer.sendTransaction({ to: "0xbeef", value: 1n })).rejects.toThrow(
      "No ActiveCaipAddress found",
    );
  });
});
