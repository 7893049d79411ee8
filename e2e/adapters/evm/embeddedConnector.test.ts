// @vitest-environment happy-dom
import type { EmbeddedProvider } from "@foyer/core";
import { createFakeEmbeddedWallet } from "@foyer/core/testing";
import { createEvmAdapter, EMBEDDED_CONNECTOR_ID, type EvmAdapter } from "@foyer/evm";
import { freshWindow, localNetwork } from "@foyer/evm/testing";
import { createTestWallet } from "@foyer/testwallet";
import { verifyMessage } from "viem";
import { afterEach, describe, expect, inject, it } from "vitest";

const devnet = inject("evmChains");
const account0 = () => devnet.accounts[0]!;
const network = () => localNetwork(31337, devnet.rpcUrl);

/**
 * The frame's EIP-1193 provider stands in as the test wallet: a real signer
 * on the devnet, so what the connector hands wagmi is checked end to end
 * without a browser. The frame side has its own tests in @foyer/embedded.
 */
function embeddedWallet(mode: "approve" | "reject" = "approve") {
  const signer = createTestWallet({
    privateKey: account0().privateKey,
    chains: [{ chainId: 31337, rpcUrl: devnet.rpcUrl, name: "Anvil" }],
    mode,
    storage: null,
  });
  return createFakeEmbeddedWallet({
    address: account0().address,
    provider: signer as unknown as EmbeddedProvider,
  });
}

const adapters: EvmAdapter[] = [];
function adapterWith(wallet: ReturnType<typeof embeddedWallet>) {
  const adapter = createEvmAdapter({
    networks: [network()],
    window: freshWindow(),
    embeddedWallet: wallet,
  });
  adapters.push(adapter);
  return adapter;
}
afterEach(() => {
  for (const a of adapters.splice(0)) a.destroy();
});

describe("the embedded wallet's AUTH connector", () => {
  it("is listed as the AUTH connector 'Email' only when a wallet is given", () => {
    const adapter = adapterWith(embeddedWallet());
    expect(adapter.getConnectors()).toContainEqual({
      id: EMBEDDED_CONNECTOR_ID,
      name: "Email",
      chain: "eip155",
      type: "AUTH",
    });
    const plain = createEvmAdapter({ networks: [network()], window: freshWindow() });
    adapters.push(plain);
    expect(plain.getConnectors().some((c) => c.type === "AUTH")).toBe(false);
  });

  it("connects to the signed-in account and signs through the provider", async () => {
    const adapter = adapterWith(embeddedWallet());
    const connection = await adapter.connect(EMBEDDED_CONNECTOR_ID, { caipNetwork: network() });
    expect(connection.accounts[0]?.address).toBe(account0().address);
    expect(connection.caipNetwork?.caipNetworkId).toBe("eip155:31337");
    const signature = await adapter.signMessage({
      connectorId: EMBEDDED_CONNECTOR_ID,
      address: account0().address,
      message: "hello from the frame",
    });
    await expect(
      verifyMessage({
        address: account0().address as `0x${string}`,
        message: "hello from the frame",
        signature: signature as `0x${string}`,
      }),
    ).resolves.toBe(true);
  });

  it("a rejection in the wallet is USER_REJECTED", async () => {
    const adapter = adapterWith(embeddedWallet("reject"));
    await expect(
      adapter.connect(EMBEDDED_CONNECTOR_ID, { caipNetwork: network() }),
    ).rejects.toMatchObject({ code: "USER_REJECTED" });
  });

  it("reconnects only while the frame says the session is live", async () => {
    const wallet = embeddedWallet();
    const adapter = adapterWith(wallet);
    await adapter.connect(EMBEDDED_CONNECTOR_ID, { caipNetwork: network() });
    const next = adapterWith(wallet);
    await expect(
      next.reconnect(EMBEDDED_CONNECTOR_ID, { caipNetwork: network() }),
    ).resolves.toMatchObject({ accounts: [{ address: account0().address }] });
    wallet.answer("isConnected", false);
    const third = adapterWith(wallet);
    await expect(
      third.reconnect(EMBEDDED_CONNECTOR_ID, { caipNetwork: network() }),
    ).rejects.toBeDefined();
  });
});
