import { bitcoinNetworks, type CaipNetwork, type FoyerError, isFoyerError } from "@foyer/core";
import { bitcoinMessages, messages } from "@foyer/core/internal";
import { hex } from "@scure/base";
import { Address, OutScript, Transaction } from "@scure/btc-signer";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createBitcoinAdapter } from "./createBitcoinAdapter.js";
import { bitcoinParams } from "./networks.js";
import { fakeEsplora } from "./testing/fakeEsplora.js";
import { fakeSatsWallet } from "./testing/fakeSatsWallet.js";

const [regtest, mainnet] = bitcoinNetworks(() => "http://127.0.0.1:1/esplora?chainId=x") as [
  CaipNetwork,
  CaipNetwork,
  CaipNetwork,
];
const RECEIVER = "bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk";
const BTC = 100_000_000;
const ID = "FakeWallet.bitcoin";

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(
  options: { walletNetwork?: "Regtest" | "Mainnet" | "Signet"; networks?: CaipNetwork[] } = {},
) {
  let mode: "approve" | "reject" | "fail" = "approve";
  const wallet = fakeSatsWallet({
    ...(options.walletNetwork ? { network: options.walletNetwork } : {}),
    mode: () => mode,
  });
  vi.stubGlobal("window", wallet.window);
  const chain = fakeEsplora({ address: wallet.payment.address, values: [BTC, BTC, BTC] });
  const adapter = createBitcoinAdapter({
    networks: options.networks ?? [regtest],
    fetch: chain.fetch,
    confirmTimeoutMs: 1_000,
  });
  return {
    adapter,
    wallet,
    chain,
    setMode(next: typeof mode) {
      mode = next;
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<FoyerError> {
  try {
    await promise;
  } catch (error) {
    return error as FoyerError;
  }
  throw new Error("expected a failure");
}

describe("createBitcoinAdapter: discovery and connection", () => {
  it("lists an announced sats-connect wallet as an ANNOUNCED bip122 connector", () => {
    const { adapter } = setup();
    expect(adapter.getConnectors()).toEqual([
      { id: ID, name: "Fake Wallet", chain: "bip122", type: "ANNOUNCED", imageUrl: "data:," },
    ]);
  });

  it("connects with the payment account first and the ordinal account second, with their keys", async () => {
    const { adapter, wallet } = setup();
    const connection = await adapter.connect(ID, { caipNetwork: regtest });
    expect(connection.caipNetwork.caipNetworkId).toBe(regtest.caipNetworkId);
    expect(connection.accounts).toEqual([
      { address: wallet.payment.address, type: "payment", publicKey: wallet.payment.publicKey },
      { address: wallet.ordinal.address, type: "ordinal", publicKey: wallet.ordinal.publicKey },
    ]);
    expect(wallet.payment.address.startsWith("bcrt1q")).toBe(true);
    expect(wallet.ordinal.address.startsWith("bcrt1p")).toBe(true);
  });

  it.each([
    ["a network the app does not list", "Mainnet", [regtest]],
    ["a network Foyer does not know", "Signet", [regtest, mainnet]],
  ] as const)(
    "refuses a wallet on %s, and disconnects it",
    async (_name, walletNetwork, networks) => {
      const { adapter, wallet } = setup({ walletNetwork, networks: [...networks] });
      const error = await failure(adapter.connect(ID, { caipNetwork: regtest }));
      expect(error.shortMessage).toBe(messages.connectorSupportsNoRequestedChain);
      expect(wallet.calls).toContain("wallet_disconnect");
    },
  );

  it("says 'Connection rejected' when the user turns the connection down", async () => {
    const { adapter, setMode } = setup();
    setMode("reject");
    const error = await failure(adapter.connect(ID, { caipNetwork: regtest }));
    expect(error.shortMessage).toBe(messages.connectionRejected);
  });

  it("reconnects without a prompt and follows account changes and disconnects", async () => {
    const { adapter, wallet, setMode } = setup();
    setMode("reject");
    const connection = await adapter.reconnect(ID, { caipNetwork: regtest });
    expect(connection.accounts.map((a) => a.type)).toEqual(["payment", "ordinal"]);
    const changes: unknown[] = [];
    adapter.on("accountsChanged", (change) => changes.push(change.accounts));
    adapter.on("disconnected", (event) => changes.push(event.connectorId));
    wallet.emit("accountChange", { type: "accountChange", addresses: [wallet.ordinal] });
    wallet.emit("disconnect", { type: "disconnect" });
    expect(changes).toEqual([
      [{ address: wallet.ordinal.address, type: "ordinal", publicKey: wallet.ordinal.publicKey }],
      ID,
    ]);
  });
});

describe("createBitcoinAdapter: balance and messages", () => {
  it("reads the balance in BTC from Esplora", async () => {
    const { adapter, wallet } = setup();
    await expect(
      adapter.getBalance({ address: wallet.payment.address, caipNetwork: regtest }),
    ).resolves.toEqual({ balance: "3", symbol: "BTC" });
  });

  it("signs with BIP-322 by default (what sign-in verifies), and with ECDSA when asked", async () => {
    const { adapter, wallet } = setup();
    await adapter.connect(ID, { caipNetwork: regtest });
    const address = wallet.payment.address;
    await expect(adapter.signMessage({ connectorId: ID, address, message: "hi" })).resolves.toBe(
      "sig:BIP322:hi",
    );
    await expect(
      adapter.signMessageWith({ connectorId: ID, address, message: "hi", protocol: "ECDSA" }),
    ).resolves.toBe("sig:ECDSA:hi");
  });
});

describe("createBitcoinAdapter: send", () => {
  async function connected() {
    const world = setup();
    await world.adapter.connect(ID, { caipNetwork: regtest });
    const send = (to: string, value: bigint, feeRate?: number) => ({
      connectorId: ID,
      caipNetwork: regtest,
      from: world.wallet.payment.address,
      to,
      value,
      ...(feeRate ? { feeRate } : {}),
    });
    return { ...world, send };
  }

  it("quotes slow, normal and fast fees from Esplora's estimates, dearer as they get faster", async () => {
    const { adapter, send } = await connected();
    const quotes = await adapter.quoteFees(send(RECEIVER, 50_000_000n));
    expect(quotes.map((q) => [q.speed, q.rate])).toEqual([
      ["slow", 1],
      ["normal", 3],
      ["fast", 5],
    ]);
    const [slow, normal, fast] = quotes.map((q) => q.fee) as [bigint, bigint, bigint];
    expect(normal).toBe(slow * 3n);
    expect(fast).toBe(slow * 5n);
  });

  it("builds, has the wallet sign and broadcasts a transfer at the chosen rate; balances move", async () => {
    const { adapter, chain, wallet, send } = await connected();
    const [, normal] = await adapter.quoteFees(send(RECEIVER, 150_000_000n));
    const txid = await adapter.sendTransaction(send(RECEIVER, 150_000_000n, normal?.rate));
    const tx = Transaction.fromRaw(hex.decode(chain.broadcasts[0] ?? ""));
    expect(tx.id).toBe(txid);
    // Two coins of 1 BTC pay 1.5 BTC and the fee; the rest comes back as change.
    expect(tx.inputsLength).toBe(2);
    const outputs = Array.from({ length: tx.outputsLength }, (_, i) => tx.getOutput(i));
    const paid = outputs.map((o) => [
      Address(bitcoinParams(regtest.caipNetworkId)).encode(
        OutScript.decode(o.script ?? new Uint8Array()),
      ),
      o.amount,
    ]);
    expect(paid).toContainEqual([RECEIVER, 150_000_000n]);
    expect(chain.balanceOf(RECEIVER)).toBe(150_000_000);
    expect(BigInt(chain.balanceOf(wallet.payment.address))).toBe(
      150_000_000n - (normal?.fee ?? 0n),
    );
  });

  it.each([
    ["an invalid address", "bcrt1qnotanaddress", 10_000n, messages.addressInvalid],
    [
      "another network's address",
      "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
      10_000n,
      messages.addressInvalid,
    ],
    ["dust", RECEIVER, 293n, bitcoinMessages.dust("0.00000294")],
    ["more than the coins hold", RECEIVER, 300_000_000n, bitcoinMessages.insufficientFunds("3")],
  ])(
    "refuses %s with a clear message, asking the wallet nothing",
    async (_name, to, value, message) => {
      const { adapter, wallet, chain, send } = await connected();
      const error = await failure(adapter.sendTransaction(send(to, value, 2)));
      expect(error.shortMessage).toBe(message);
      expect(wallet.calls).not.toContain("signPsbt");
      expect(chain.broadcasts).toEqual([]);
    },
  );

  it("keeps a user's refusal of the PSBT a rejection, and words any other refusal", async () => {
    const { adapter, setMode, send } = await connected();
    setMode("reject");
    const rejected = await failure(adapter.sendTransaction(send(RECEIVER, 10_000n, 1)));
    expect(isFoyerError(rejected) && rejected.code).toBe("USER_REJECTED");
    setMode("fail");
    const refused = await failure(adapter.sendTransaction(send(RECEIVER, 10_000n, 1)));
    expect(refused.shortMessage).toBe(bitcoinMessages.psbtRefused);
  });

  it("says what the node refused a broadcast for, and nothing is spent", async () => {
    const { adapter, chain, wallet, send } = await connected();
    chain.refuseNextBroadcast("min relay fee not met");
    const error = await failure(adapter.sendTransaction(send(RECEIVER, 10_000n, 1)));
    expect(error.shortMessage).toBe(bitcoinMessages.broadcastRejected("min relay fee not met"));
    expect(chain.balanceOf(wallet.payment.address)).toBe(3 * BTC);
  });
});
