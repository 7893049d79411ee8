import { base64, hex } from "@scure/base";
import { OutScript, p2wpkh, Transaction } from "@scure/btc-signer";
import { pubECDSA } from "@scure/btc-signer/utils.js";
import { Verifier } from "bip322-js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApprovalQueue } from "../approvals.js";
import type { ApprovalMode } from "../types.js";
import { deriveBitcoinAccounts, REGTEST } from "./bitcoinKeys.js";
import type { BitcoinEvent, JsonRpcResponse, SatsConnectAddress } from "./bitcoinTypes.js";
import { createBitcoinTestWallet } from "./bitcoinWallet.js";
import { BITCOIN_PROVIDER_ID, installBitcoinProvider } from "./installBitcoin.js";

const ESPLORA = "http://esplora.test";
const keys = deriveBitcoinAccounts();
const OTHER_PAYMENT = p2wpkh(pubECDSA(new Uint8Array(32).fill(7)), REGTEST);
const OTHER = OTHER_PAYMENT.address!;

/** A fake Esplora holding the payment address's coins; it records what is broadcast. */
function fakeEsplora(coins: number[], refusal?: string) {
  const broadcasts: string[] = [];
  const utxos = coins.map((value, index) => ({
    txid: index.toString(16).padStart(64, "a"),
    vout: 0,
    value,
    status: { confirmed: true },
  }));
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.slice(ESPLORA.length);
    if (path === `/address/${keys.payment.address}/utxo`) return Response.json(utxos);
    if (path === `/address/${keys.payment.address}`) {
      const sum = coins.reduce((a, b) => a + b, 0);
      return Response.json({
        chain_stats: { funded_txo_sum: sum, spent_txo_sum: 0 },
        mempool_stats: { funded_txo_sum: 1_000, spent_txo_sum: 0 },
      });
    }
    if (path === "/fee-estimates") return Response.json({ "1": 9, "6": 3, "144": 1 });
    if (path === "/tx" && init?.method === "POST") {
      if (refusal) return new Response(refusal, { status: 400 });
      broadcasts.push(String(init.body));
      return new Response(Transaction.fromRaw(hex.decode(String(init.body))).id);
    }
    return new Response("Not Found", { status: 404 });
  });
  return { fetch, broadcasts, utxos };
}

function wallet(mode: ApprovalMode = "approve", authorized = false) {
  const changes: boolean[] = [];
  const approvals = createApprovalQueue(mode, () => undefined);
  const bitcoin = createBitcoinTestWallet({
    esploraUrl: ESPLORA,
    approvals,
    authorized,
    onAuthorizedChange: (next) => changes.push(next),
  });
  return { bitcoin, approvals, changes, call: bitcoin.provider.request };
}

interface Connected {
  addresses: SatsConnectAddress[];
  network: { bitcoin: { name: string } };
}
interface Signed {
  signature: string;
  protocol: string;
}
interface PsbtResult {
  psbt: string;
  txid?: string;
}

function resultOf<T = unknown>(response: JsonRpcResponse): T {
  if ("error" in response) throw new Error(`unexpected error ${JSON.stringify(response.error)}`);
  expect(response.jsonrpc).toBe("2.0");
  return response.result as T;
}
function errorOf(response: JsonRpcResponse) {
  if (!("error" in response)) throw new Error("expected an error response");
  return response.error;
}

let esplora: ReturnType<typeof fakeEsplora>;
beforeEach(() => {
  esplora = fakeEsplora([100_000_000, 50_000_000, 20_000]);
  vi.stubGlobal("fetch", esplora.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("keys", () => {
  it("derives payment P2WPKH m/84'/1'/0'/0/0 and ordinals P2TR m/86'/1'/0'/0/0 on regtest", () => {
    expect(keys.payment.address).toMatch(/^bcrt1q/);
    expect(keys.payment.publicKey).toHaveLength(66);
    expect(keys.ordinals.address).toMatch(/^bcrt1p/);
    expect(keys.ordinals.publicKey).toHaveLength(64);
  });
});

describe("sats-connect provider discovery", () => {
  it("announces itself in btc_providers under FoyerTestWallet.bitcoin", () => {
    const target: Parameters<typeof installBitcoinProvider>[0] = {};
    const { bitcoin } = wallet();
    installBitcoinProvider(target, bitcoin);
    installBitcoinProvider(target, bitcoin);
    expect(target.btc_providers).toEqual([
      expect.objectContaining({ id: BITCOIN_PROVIDER_ID, name: "Foyer Test Wallet" }),
    ]);
    expect(target.FoyerTestWallet?.bitcoin).toBe(bitcoin.provider);
  });
});

describe("connect, accounts, network, disconnect", () => {
  it("wallet_connect asks once, then answers both accounts with keys and types", async () => {
    const { call, changes, bitcoin } = wallet();
    const result = resultOf<Connected>(
      await call("wallet_connect", { addresses: ["payment", "ordinals"] }),
    );
    expect(result.addresses).toEqual([
      {
        address: keys.payment.address,
        publicKey: keys.payment.publicKey,
        purpose: "payment",
        addressType: "p2wpkh",
        walletType: "software",
      },
      {
        address: keys.ordinals.address,
        publicKey: keys.ordinals.publicKey,
        purpose: "ordinals",
        addressType: "p2tr",
        walletType: "software",
      },
    ]);
    expect(result.network.bitcoin.name).toBe("Regtest");
    expect(changes).toEqual([true]);
    expect(bitcoin.isAuthorized()).toBe(true);
    const payments = resultOf<SatsConnectAddress[]>(
      await call("getAccounts", { purposes: ["payment"] }),
    );
    expect(payments.map((a) => a.purpose)).toEqual(["payment"]);
  });

  it("a rejected connect is error 4001 and leaves the site unconnected", async () => {
    const { call, bitcoin } = wallet("reject");
    const error = errorOf(await call("wallet_connect", null));
    expect(error.code).toBe(4001);
    expect(error.message).toContain("User rejected");
    expect(bitcoin.isAuthorized()).toBe(false);
  });

  it("waits for the panel in ask mode", async () => {
    const { call, approvals } = wallet("ask");
    const pending = call("wallet_connect", null);
    await vi.waitFor(() => expect(approvals.pending()).toHaveLength(1));
    expect(approvals.pending()[0]?.summary).toContain("Bitcoin");
    approvals.approve(approvals.pending()[0]!.id);
    expect(resultOf<Connected>(await pending).addresses).toHaveLength(2);
  });

  it("refuses another network and answers regtest for wallet_getNetwork", async () => {
    const { call } = wallet();
    expect(errorOf(await call("wallet_connect", { network: "Mainnet" })).code).toBe(-32602);
    expect(resultOf<Connected["network"]>(await call("wallet_getNetwork")).bitcoin).toEqual({
      name: "Regtest",
    });
  });

  it("wallet_changeNetwork asks, then answers that network's accounts and says so in events", async () => {
    const { call, bitcoin } = wallet("approve", true);
    const seen: BitcoinEvent[] = [];
    bitcoin.provider.addListener("networkChange", (event) => seen.push(event));
    bitcoin.provider.addListener("accountChange", (event) => seen.push(event));
    expect(resultOf(await call("wallet_changeNetwork", { name: "Testnet" }))).toBeNull();
    const testnet = deriveBitcoinAccounts(undefined, "Testnet");
    expect(testnet.payment.address).toMatch(/^tb1q/);
    // Test networks share the coin type: the same key, another prefix.
    expect(testnet.payment.publicKey).toBe(keys.payment.publicKey);
    const account = resultOf<Connected>(await call("wallet_getAccount"));
    expect(account.network.bitcoin).toEqual({ name: "Testnet" });
    expect(account.addresses.map((a) => a.address)).toEqual([
      testnet.payment.address,
      testnet.ordinals.address,
    ]);
    expect(seen.map((event) => event.type)).toEqual(["networkChange", "accountChange"]);

    expect(resultOf(await call("wallet_changeNetwork", { name: "Mainnet" }))).toBeNull();
    const mainnet = deriveBitcoinAccounts(undefined, "Mainnet");
    expect(mainnet.payment.address).toMatch(/^bc1q/);
    expect(mainnet.payment.publicKey).not.toBe(keys.payment.publicKey);
    expect(resultOf<Connected["network"]>(await call("wallet_getNetwork")).bitcoin.name).toBe(
      "Mainnet",
    );
    expect(errorOf(await call("wallet_changeNetwork", { name: "Signet" })).code).toBe(-32602);
  });

  it("a refused network change keeps the network", async () => {
    const { call } = wallet("reject", true);
    expect(errorOf(await call("wallet_changeNetwork", { name: "Testnet" })).code).toBe(4001);
    expect(resultOf<Connected["network"]>(await call("wallet_getNetwork")).bitcoin.name).toBe(
      "Regtest",
    );
  });

  it("wallet_disconnect forgets the site and emits disconnect; listeners can unsubscribe", async () => {
    const { call, bitcoin } = wallet("approve", true);
    const seen: BitcoinEvent[] = [];
    const unsubscribe = bitcoin.provider.addListener("disconnect", (event) => seen.push(event));
    const legacy: BitcoinEvent[] = [];
    bitcoin.provider.addListener({ eventName: "disconnect", cb: (event) => legacy.push(event) });
    expect(resultOf(await call("wallet_disconnect"))).toBeNull();
    expect(seen).toEqual([{ type: "disconnect" }]);
    expect(legacy).toEqual([{ type: "disconnect" }]);
    unsubscribe();
    expect(errorOf(await call("getBalance")).code).toBe(4100);
  });

  it("answers -32601 for an unknown method", async () => {
    const { call } = wallet();
    expect(errorOf(await call("stx_transferStx", {})).code).toBe(-32601);
  });
});

describe("getBalance", () => {
  it("reads confirmed and mempool sats of the payment address", async () => {
    const { call } = wallet("approve", true);
    expect(resultOf(await call("getBalance"))).toEqual({
      confirmed: "150020000",
      unconfirmed: "1000",
      total: "150021000",
    });
  });
});

describe("signMessage", () => {
  it("signs BIP-322 with the payment address in a form the server's verifier accepts", async () => {
    const { call } = wallet("approve", true);
    const message = "example.com wants you to sign in with your Bitcoin account";
    const result = resultOf<Signed>(
      await call("signMessage", { address: keys.payment.address, message, protocol: "BIP322" }),
    );
    expect(result.protocol).toBe("BIP322");
    expect(Verifier.verifySignature(keys.payment.address, message, result.signature)).toBe(true);
    expect(Verifier.verifySignature(keys.payment.address, `${message}!`, result.signature)).toBe(
      false,
    );
  });

  it("signs BIP-322 with the ordinals (taproot) address and ECDSA with the payment one", async () => {
    const { call } = wallet("approve", true);
    const taproot = resultOf<Signed>(
      await call("signMessage", { address: keys.ordinals.address, message: "hi" }),
    );
    expect(taproot.protocol).toBe("BIP322");
    expect(Verifier.verifySignature(keys.ordinals.address, "hi", taproot.signature)).toBe(true);
    const ecdsa = resultOf<Signed>(
      await call("signMessage", {
        address: keys.payment.address,
        message: "hi",
        protocol: "ECDSA",
      }),
    );
    expect(base64.decode(ecdsa.signature)).toHaveLength(65);
    expect(Verifier.verifySignature(keys.payment.address, "hi", ecdsa.signature)).toBe(true);
  });

  it("refuses a foreign address, ECDSA for taproot, and a rejection", async () => {
    const { call } = wallet("approve", true);
    expect(errorOf(await call("signMessage", { address: OTHER, message: "x" })).code).toBe(-32602);
    expect(
      errorOf(
        await call("signMessage", {
          address: keys.ordinals.address,
          message: "x",
          protocol: "ECDSA",
        }),
      ).code,
    ).toBe(-32602);
    const rejecting = wallet("reject", true);
    expect(
      errorOf(await rejecting.call("signMessage", { address: keys.payment.address, message: "x" }))
        .code,
    ).toBe(4001);
  });
});

describe("sendTransfer", () => {
  it("selects coins, pays the recipient, returns change and broadcasts", async () => {
    const { call } = wallet("approve", true);
    const result = resultOf<{ txid: string }>(
      await call("sendTransfer", { recipients: [{ address: OTHER, amount: 60_000_000 }] }),
    );
    expect(esplora.broadcasts).toHaveLength(1);
    const tx = Transaction.fromRaw(hex.decode(esplora.broadcasts[0]!));
    expect(result.txid).toBe(tx.id);
    const outputs = Array.from({ length: tx.outputsLength }, (_, i) => tx.getOutput(i));
    const paid = outputs.find((o) => hex.encode(o.script!) === hex.encode(OTHER_PAYMENT.script));
    expect(paid?.amount).toBe(60_000_000n);
    const change = outputs.find((o) => hex.encode(o.script!) === hex.encode(keys.payment.script));
    const coinValues = new Map(esplora.utxos.map((u) => [u.txid, BigInt(u.value)]));
    const inputSum = Array.from({ length: tx.inputsLength }, (_, i) =>
      coinValues.get(hex.encode(tx.getInput(i).txid!)),
    ).reduce((sum: bigint, value) => sum + (value ?? 0n), 0n);
    // Fee at the 6-block estimate (3 sat/vB): what the inputs hold minus what goes out.
    const fee = inputSum - 60_000_000n - (change?.amount ?? 0n);
    expect(fee).toBeGreaterThanOrEqual(BigInt(tx.vsize * 3));
    expect(fee).toBeLessThan(BigInt(tx.vsize * 4));
  });

  it("refuses an invalid address, dust and more than the coins hold, broadcasting nothing", async () => {
    const { call } = wallet("approve", true);
    const cases = [
      [
        { address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", amount: 1000 },
        "not a Bitcoin regtest address",
      ],
      [{ address: OTHER, amount: 100 }, "below the dust limit"],
      [{ address: OTHER, amount: 150_020_000 }, "Insufficient funds"],
    ] as const;
    for (const [recipient, message] of cases) {
      const error = errorOf(await call("sendTransfer", { recipients: [recipient] }));
      expect(error.code).toBe(-32602);
      expect(error.message).toContain(message);
    }
    expect(esplora.broadcasts).toEqual([]);
  });

  it("a rejected transfer broadcasts nothing; a refused broadcast reports the node's text", async () => {
    const rejecting = wallet("reject", true);
    const rejected = errorOf(
      await rejecting.call("sendTransfer", { recipients: [{ address: OTHER, amount: 10_000 }] }),
    );
    expect(rejected.code).toBe(4001);
    expect(esplora.broadcasts).toEqual([]);
    vi.stubGlobal(
      "fetch",
      fakeEsplora([100_000_000], 'sendrawtransaction RPC error: {"code":-26,"message":"dust"}')
        .fetch,
    );
    const { call } = wallet("approve", true);
    const refused = errorOf(
      await call("sendTransfer", { recipients: [{ address: OTHER, amount: 10_000 }] }),
    );
    expect(refused.message).toContain("refused the transaction");
    expect(refused.message).toContain('"dust"');
  });
});

describe("signPsbt", () => {
  function psbtSpending(script: Uint8Array, withInternalKey = false) {
    const tx = new Transaction();
    tx.addInput({
      txid: "cd".repeat(32),
      index: 0,
      witnessUtxo: { script, amount: 100_000n },
      ...(withInternalKey ? { tapInternalKey: hex.decode(keys.ordinals.publicKey) } : {}),
    });
    tx.addOutputAddress(OTHER, 90_000n, REGTEST);
    return base64.encode(tx.toPSBT());
  }

  it("signs and finalizes the listed inputs of both accounts", async () => {
    const { call } = wallet("approve", true);
    for (const key of [keys.payment, keys.ordinals]) {
      const result = resultOf<PsbtResult>(
        await call("signPsbt", {
          psbt: psbtSpending(key.script),
          signInputs: { [key.address]: [0] },
        }),
      );
      const signed = Transaction.fromPSBT(base64.decode(result.psbt));
      expect(signed.isFinal).toBe(true);
      expect(result.txid).toBeUndefined();
    }
  });

  it("broadcasts when asked and returns the txid", async () => {
    const { call } = wallet("approve", true);
    const result = resultOf<PsbtResult>(
      await call("signPsbt", {
        psbt: psbtSpending(keys.payment.script),
        signInputs: { [keys.payment.address]: [0] },
        broadcast: true,
      }),
    );
    expect(esplora.broadcasts).toHaveLength(1);
    expect(result.txid).toBe(Transaction.fromRaw(hex.decode(esplora.broadcasts[0]!)).id);
  });

  it("refuses a PSBT it cannot sign without asking, and a rejected one", async () => {
    const { call, approvals } = wallet("ask", true);
    const foreign = errorOf(
      await call("signPsbt", {
        psbt: psbtSpending(OutScript.encode({ type: "wpkh", hash: new Uint8Array(20) })),
        signInputs: { [keys.payment.address]: [0] },
      }),
    );
    expect(foreign.code).toBe(-32602);
    expect(foreign.message).toContain("refused the PSBT");
    expect(approvals.pending()).toEqual([]);
    expect(errorOf(await call("signPsbt", { psbt: "not a psbt" })).code).toBe(-32602);
    const rejecting = wallet("reject", true);
    const rejected = errorOf(
      await rejecting.call("signPsbt", {
        psbt: psbtSpending(keys.payment.script),
        signInputs: { [keys.payment.address]: [0] },
      }),
    );
    expect(rejected.code).toBe(4001);
  });
});
