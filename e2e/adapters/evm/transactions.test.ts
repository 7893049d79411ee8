// @vitest-environment happy-dom
import type { FoyerError } from "@foyer/core";
import { createEvmAdapter, type EvmAdapter } from "@foyer/evm";
import { freshWindow, localNetwork, settle } from "@foyer/evm/testing";
import { announceTestWallet, createTestWallet } from "@foyer/testwallet";
import { createPublicClient, http, parseEther, verifyMessage } from "viem";
import { afterEach, describe, expect, inject, it } from "vitest";

const RDNS = "dev.foyer.testwallet";
const chains = inject("evmChains");
const network = () => localNetwork(31337, chains.rpcUrl);
// This file spends from account 2 (to account 3); no other file touches either.
const sender = () => chains.accounts[2]!;
const receiver = () => chains.accounts[3]!.address;
const node = () => createPublicClient({ transport: http(chains.rpcUrl) });

const adapters: EvmAdapter[] = [];
afterEach(() => {
  for (const a of adapters.splice(0)) a.destroy();
});
async function connected(mode: "approve" | "reject" = "approve") {
  const wallet = createTestWallet({
    privateKey: sender().privateKey,
    chains: [
      { chainId: 31337, rpcUrl: chains.rpcUrl },
      { chainId: 31338, rpcUrl: chains.altRpcUrl },
    ],
    storage: null,
  });
  const win = freshWindow();
  announceTestWallet(win, wallet);
  const adapter = createEvmAdapter({ networks: [network()], window: win });
  adapters.push(adapter);
  await adapter.connect(RDNS, { caipNetwork: network() });
  await settle();
  wallet.setMode(mode);
  return { adapter, wallet };
}

async function rejection(promise: Promise<unknown>): Promise<FoyerError> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: FoyerError) => error,
  );
}

describe("signMessage", () => {
  it("signs with personal_sign; the signature verifies for the account", async () => {
    const { adapter } = await connected();
    const message = "Sign in to Foyer";
    const signature = await adapter.signMessage({
      connectorId: RDNS,
      address: sender().address,
      message,
    });
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(
      await verifyMessage({
        address: sender().address,
        message,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true);
    expect(
      await verifyMessage({ address: receiver(), message, signature: signature as `0x${string}` }),
    ).toBe(false);
  });

  it("rejects a refused signature as USER_REJECTED", async () => {
    const { adapter } = await connected("reject");
    const error = await rejection(
      adapter.signMessage({ connectorId: RDNS, address: sender().address, message: "no" }),
    );
    expect(error.code).toBe("USER_REJECTED");
  });

  it("rejects when the connector is not connected", async () => {
    const adapter = createEvmAdapter({ networks: [network()], window: freshWindow() });
    adapters.push(adapter);
    const error = await rejection(
      adapter.signMessage({ connectorId: RDNS, address: sender().address, message: "x" }),
    );
    expect(error.code).toBe("PROVIDER_NOT_FOUND");
  });
});

describe("sendTransaction and estimateGas", () => {
  const transfer = (value: bigint) => ({
    connectorId: RDNS,
    caipNetwork: network(),
    from: sender().address,
    to: receiver(),
    value,
  });

  it("estimates a plain transfer at 21,000 gas", async () => {
    const { adapter } = await connected();
    expect(await adapter.estimateGas?.(transfer(parseEther("1")))).toBe(21_000n);
  });

  it("sends ETH and resolves with the transaction hash", async () => {
    const { adapter } = await connected();
    const before = await node().getBalance({ address: receiver() });
    const hash = await adapter.sendTransaction(transfer(parseEther("1.5")));
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await node().waitForTransactionReceipt({ hash: hash as `0x${string}` });
    expect(receipt.status).toBe("success");
    expect(receipt.from.toLowerCase()).toBe(sender().address.toLowerCase());
    expect(await node().getBalance({ address: receiver() })).toBe(before + parseEther("1.5"));
  });

  it("refuses to send while the wallet is on another chain (CHAIN_MISMATCH)", async () => {
    const { adapter, wallet } = await connected();
    await wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x7a6a" }] });
    const error = await rejection(adapter.sendTransaction(transfer(1n)));
    expect(error.code).toBe("CHAIN_MISMATCH");
  });

  it("rejects a refused transaction as USER_REJECTED", async () => {
    const { adapter } = await connected("reject");
    const error = await rejection(adapter.sendTransaction(transfer(1n)));
    expect(error.code).toBe("USER_REJECTED");
  });
});
