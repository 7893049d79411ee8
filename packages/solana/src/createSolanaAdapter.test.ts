import { type CaipNetwork, type FoyerError, isFoyerError, solanaNetwork } from "@foyer/core";
import { messages } from "@foyer/core/internal";
import { createTestWallet } from "@foyer/testwallet";
import { ed25519 } from "@noble/curves/ed25519";
import { getBase58Encoder } from "@solana/kit";
import type { Wallets } from "@wallet-standard/app";
import type { Wallet } from "@wallet-standard/base";
import { describe, expect, it, vi } from "vitest";
import { createSolanaAdapter } from "./createSolanaAdapter.js";

const SEED = "0d0153b7244ca07288fd805df1933d27ff989e091ec8b3c46457fb6b6b85b5bb";
const ADDRESS = "HHto4g3DfiX4bcWiZLciZ73M4GKQsb4owkiuyQkipxEE";
const local: CaipNetwork = solanaNetwork({
  caipNetworkId: "solana:4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV",
  name: "Foyer Solana Localnet",
  rpcUrl: "http://127.0.0.1:1",
});
const mainnet: CaipNetwork = solanaNetwork({
  caipNetworkId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
  name: "Solana",
  rpcUrl: "http://127.0.0.1:1",
});

/** The test wallet's Solana side, in a registry of its own (no page-wide one in tests). */
function setup(mode: "approve" | "reject" = "approve") {
  const wallet = createTestWallet({
    privateKey: "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
    chains: [{ chainId: 31337, rpcUrl: "http://127.0.0.1:1" }],
    mode,
    storage: null,
    solana: { seedHex: SEED, chains: [{ chain: "solana:localnet", rpcUrl: "http://127.0.0.1:1" }] },
  });
  const solana = wallet.solana as Wallet;
  const registry: Wallets = { get: () => [solana], on: () => () => {}, register: () => () => {} };
  const adapter = createSolanaAdapter({
    networks: [local, mainnet],
    wallets: registry,
    reconnectWaitMs: 0,
  });
  return { wallet, adapter };
}
const CONNECTOR = "solana:Foyer Test Wallet";

describe("createSolanaAdapter with a Wallet Standard wallet", () => {
  it("lists a registered Solana wallet as an ANNOUNCED connector of the solana namespace", () => {
    const { adapter } = setup();
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({
        id: CONNECTOR,
        name: "Foyer Test Wallet",
        chain: "solana",
        type: "ANNOUNCED",
      }),
    ]);
  });

  it("connects on the requested network with the wallet's account", async () => {
    const { adapter } = setup();
    const connection = await adapter.connect(CONNECTOR, { caipNetwork: local });
    expect(connection).toEqual({
      connectorId: CONNECTOR,
      caipNetwork: local,
      accounts: [{ address: ADDRESS, type: "eoa", publicKey: ADDRESS }],
    });
  });

  it("turns a refused connect into 'Connection rejected' (4001)", async () => {
    const { adapter } = setup("reject");
    const error = await adapter.connect(CONNECTOR, { caipNetwork: local }).catch((e: unknown) => e);
    expect(isFoyerError(error) && error.code).toBe("USER_REJECTED");
    expect((error as FoyerError).shortMessage).toBe(messages.connectionRejected);
  });

  it("signs a message the server's ed25519 check accepts (base58 signature)", async () => {
    const { adapter } = setup();
    await adapter.connect(CONNECTOR, { caipNetwork: local });
    const signature = await adapter.signMessage({
      connectorId: CONNECTOR,
      address: ADDRESS,
      message: "hello",
    });
    const bytes = new Uint8Array(getBase58Encoder().encode(signature));
    const key = new Uint8Array(getBase58Encoder().encode(ADDRESS));
    expect(ed25519.verify(bytes, new TextEncoder().encode("hello"), key)).toBe(true);
  });

  it("reports a wallet-side disconnect as an empty accounts list", async () => {
    const { wallet, adapter } = setup();
    await adapter.connect(CONNECTOR, { caipNetwork: local });
    const changed = vi.fn();
    adapter.on("accountsChanged", changed);
    wallet.solana?.disconnectSite();
    expect(changed).toHaveBeenCalledWith({ connectorId: CONNECTOR, accounts: [] });
  });

  it("reconnects silently after a reload only while the wallet still trusts the site", async () => {
    const { wallet, adapter } = setup();
    await adapter.connect(CONNECTOR, { caipNetwork: local });
    const registry: Wallets = {
      get: () => [wallet.solana as Wallet],
      on: () => () => {},
      register: () => () => {},
    };
    const reloaded = createSolanaAdapter({
      networks: [local],
      wallets: registry,
      reconnectWaitMs: 0,
    });
    await expect(reloaded.reconnect(CONNECTOR, { caipNetwork: local })).resolves.toMatchObject({
      accounts: [{ address: ADDRESS }],
    });
    wallet.solana?.disconnectSite();
    await expect(reloaded.reconnect(CONNECTOR, { caipNetwork: local })).rejects.toMatchObject({
      code: "CONNECTOR_NOT_CONNECTED",
    });
  });

  it("switches only to a network the wallet signs for", async () => {
    const { adapter } = setup();
    await adapter.connect(CONNECTOR, { caipNetwork: local });
    await expect(adapter.switchNetwork(CONNECTOR, mainnet)).rejects.toMatchObject({
      code: "CHAIN_SWITCHING_NOT_SUPPORTED",
    });
    await expect(adapter.switchNetwork(CONNECTOR, local)).resolves.toBeUndefined();
  });

  it("refuses a malformed receiver before asking the wallet", async () => {
    const { wallet, adapter } = setup();
    await adapter.connect(CONNECTOR, { caipNetwork: local });
    const error = await adapter
      .sendTransaction({
        connectorId: CONNECTOR,
        caipNetwork: local,
        from: ADDRESS,
        to: "0xnope",
        value: 1n,
      })
      .catch((e: unknown) => e);
    expect((error as FoyerError).shortMessage).toBe(messages.addressInvalid);
    expect(wallet.pending()).toEqual([]);
  });
});
