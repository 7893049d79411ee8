import { base64, hex } from "@scure/base";
import { p2tr, p2wpkh, Transaction } from "@scure/btc-signer";
import { pubECDSA, pubSchnorr } from "@scure/btc-signer/utils.js";
import { bitcoinParams } from "../networks.js";

const PARAMS = {
  Regtest: bitcoinParams("bip122:0f9188f13cb7b2c71f2a335e3a4fc328"),
  Testnet: bitcoinParams("bip122:000000000933ea01ad0ee984209779ba"),
  Mainnet: bitcoinParams("bip122:000000000019d6689c085ae165831e93"),
  Signet: bitcoinParams("bip122:000000000933ea01ad0ee984209779ba"),
} as const;
type NetworkName = keyof typeof PARAMS;

type Listener = { eventName: string; cb: (event: unknown) => void };

/**
 * A sats-connect provider for the adapter's tests: one key for the payment (p2wpkh) and the
 * ordinal (p2tr) address on its network (regtest unless told; `wallet_changeNetwork` moves it
 * unless `switching` is off), answering JSON-RPC 2.0 as @sats-connect/core expects,
 * signing PSBT inputs for real with @scure/btc-signer. `mode` turns every request it would
 * prompt for into a 4001 rejection or a wallet failure.
 */
export function fakeSatsWallet(options: {
  network?: NetworkName;
  /** Whether it answers wallet_changeNetwork (default true). */
  switching?: boolean;
  mode?: () => "approve" | "reject" | "fail";
  /** The payment (p2wpkh) key; default 1. The ordinal key is the same one. */
  privateKey?: Uint8Array;
}) {
  const key =
    options.privateKey ??
    hex.decode("0000000000000000000000000000000000000000000000000000000000000001");
  const pub = pubECDSA(key);
  const xonly = pubSchnorr(key);
  let current: NetworkName = options.network ?? "Regtest";
  const addressesOn = (name: NetworkName) => [
    {
      address: p2wpkh(pub, PARAMS[name]).address ?? "",
      publicKey: hex.encode(pub),
      purpose: "payment",
      addressType: "p2wpkh",
      walletType: "software",
    },
    {
      address: p2tr(xonly, undefined, PARAMS[name]).address ?? "",
      publicKey: hex.encode(xonly),
      purpose: "ordinals",
      addressType: "p2tr",
      walletType: "software",
    },
  ];
  let addresses = addressesOn(current);
  let payment = { address: addresses[0]?.address };
  const listeners: Listener[] = [];
  const calls: string[] = [];
  const networkOf = () => ({ bitcoin: { name: current }, stacks: { name: "mainnet" } });
  const ok = (result: unknown) => ({ jsonrpc: "2.0", id: "1", result });
  const err = (code: number, message: string) => ({
    jsonrpc: "2.0",
    id: "1",
    error: { code, message },
  });
  const prompted = (answer: () => unknown) => {
    const mode = options.mode?.() ?? "approve";
    if (mode === "reject") return err(4001, "User rejected");
    if (mode === "fail") return err(-32603, "Could not sign");
    return ok(answer());
  };
  const provider = {
    async request(method: string, params: Record<string, unknown> | null) {
      calls.push(method);
      switch (method) {
        case "wallet_connect":
          return prompted(() => ({
            id: "c1",
            addresses,
            walletType: "software",
            network: networkOf(),
          }));
        case "getAccounts":
          return ok(addresses);
        case "wallet_getAccount":
          return ok({ id: "c1", addresses, walletType: "software", network: networkOf() });
        case "wallet_getNetwork":
          return ok(networkOf());
        case "wallet_changeNetwork": {
          if (options.switching === false) return err(-32601, "Method not found");
          const name = params?.name as NetworkName;
          return prompted(() => {
            current = name;
            addresses = addressesOn(name);
            payment = { address: addresses[0]?.address };
            return null;
          });
        }
        case "wallet_disconnect":
          return ok(null);
        case "signMessage":
          return prompted(() => ({
            signature: `sig:${params?.protocol}:${params?.message}`,
            messageHash: "",
            address: params?.address,
            protocol: params?.protocol,
          }));
        case "signPsbt":
          return prompted(() => {
            const tx = Transaction.fromPSBT(base64.decode(String(params?.psbt)));
            const signInputs = (params?.signInputs ?? {}) as Record<string, number[]>;
            for (const index of signInputs[payment.address ?? ""] ?? []) tx.signIdx(key, index);
            return { psbt: base64.encode(tx.toPSBT()) };
          });
        default:
          return err(-32601, "Method not found");
      }
    },
    addListener(listener: Listener) {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
  };
  return {
    provider,
    calls,
    get payment() {
      return addresses[0] as (typeof addresses)[number];
    },
    get ordinal() {
      return addresses[1] as (typeof addresses)[number];
    },
    emit(eventName: string, event: unknown) {
      for (const listener of [...listeners])
        if (listener.eventName === eventName) listener.cb(event);
    },
    /** Puts the provider on a window-like object the way a wallet extension announces itself. */
    window: {
      btc_providers: [{ id: "FakeWallet.bitcoin", name: "Fake Wallet", icon: "data:," }],
      FakeWallet: { bitcoin: provider },
    },
  };
}
