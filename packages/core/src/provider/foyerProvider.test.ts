import { describe, expect, it } from "vitest";
import type { Connection } from "../adapter/connection.js";
import { base, mainnet, solanaMainnet } from "../testing/fixtures.js";
import { providerKey, toFoyerProvider } from "./foyerProvider.js";
import type { AdapterProvider, BitcoinSigner, WalletStandardWallet } from "./walletProvider.js";

const eip1193 = { request: async () => null };
const account = {
  address: "So1111",
  publicKey: new Uint8Array(32),
  chains: ["solana:mainnet"] as const,
  features: [] as const,
};
const wallet: WalletStandardWallet = {
  version: "1.0.0",
  name: "Wallet",
  icon: "data:image/svg+xml,",
  chains: ["solana:mainnet"],
  features: {},
  accounts: [account],
};
const signer: BitcoinSigner = {
  signMessage: async () => "sig",
  signPsbt: async ({ psbt }) => ({ psbt }),
};
const bitcoinNetwork = { ...solanaMainnet, chainNamespace: "bip122" as const };

const evm: Connection = {
  connectorId: "metamask",
  accounts: [{ address: "0xabc", type: "eoa" }],
  caipNetwork: base,
};

describe("toFoyerProvider", () => {
  it.each<[string, Connection, AdapterProvider, "eip155" | "solana" | "bip122", unknown]>([
    [
      "eip155: the provider, the active address and the chain id as a number",
      evm,
      { namespace: "eip155", provider: eip1193 },
      "eip155",
      {
        namespace: "eip155",
        connectorId: "metamask",
        address: "0xabc",
        chainId: 8453,
        caipNetworkId: "eip155:8453",
        provider: eip1193,
      },
    ],
    [
      "solana: the Wallet Standard wallet, account and chain",
      {
        connectorId: "phantom",
        accounts: [{ address: "So1111", type: "eoa" }],
        caipNetwork: solanaMainnet,
      },
      { namespace: "solana", wallet, account, chain: "solana:mainnet" },
      "solana",
      {
        namespace: "solana",
        connectorId: "phantom",
        address: "So1111",
        caipNetworkId: solanaMainnet.caipNetworkId,
        wallet,
        account,
        chain: "solana:mainnet",
      },
    ],
    [
      "bip122: payment and ordinal accounts by role, the payment address as the address",
      {
        connectorId: "xverse",
        accounts: [
          { address: "bc1pord", type: "ordinal" },
          { address: "bc1qpay", type: "payment" },
        ],
        caipNetwork: bitcoinNetwork,
      },
      { namespace: "bip122", signer },
      "bip122",
      {
        namespace: "bip122",
        connectorId: "xverse",
        address: "bc1qpay",
        caipNetworkId: bitcoinNetwork.caipNetworkId,
        payment: { address: "bc1qpay", type: "payment" },
        ordinals: { address: "bc1pord", type: "ordinal" },
        signer,
      },
    ],
    [
      "another namespace's provider: none",
      evm,
      { namespace: "solana", wallet, account, chain: "solana:mainnet" },
      "eip155",
      undefined,
    ],
    [
      "a connection without accounts: none",
      { ...evm, accounts: [] },
      { namespace: "eip155", provider: eip1193 },
      "eip155",
      undefined,
    ],
  ])("%s", (_, connection, provided, namespace, expected) => {
    expect(toFoyerProvider(namespace, connection, provided)).toEqual(expected);
  });
});

describe("providerKey", () => {
  it("changes with the connector, the accounts and the network, and is empty without a connection", () => {
    const keys = new Set([
      providerKey(undefined),
      providerKey(evm),
      providerKey({ ...evm, connectorId: "rabby" }),
      providerKey({ ...evm, accounts: [{ address: "0xdef", type: "eoa" }] }),
      providerKey({ ...evm, accounts: [{ address: "0xabc", type: "smartAccount" }] }),
      providerKey({ ...evm, caipNetwork: mainnet }),
    ]);
    expect(keys.size).toBe(6);
    expect(providerKey(undefined)).toBe("");
    expect(providerKey({ ...evm })).toBe(providerKey(evm));
  });
});
