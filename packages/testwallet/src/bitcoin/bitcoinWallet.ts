import { base64, hex } from "@scure/base";
import type { ApprovalQueue } from "../approvals.js";
import { ErrorCode, ProviderRpcError } from "../errors.js";
import { truncate } from "../format.js";
import {
  type BitcoinAccountKey,
  type BitcoinAccountKeys,
  type BitcoinNetworkName,
  deriveBitcoinAccounts,
} from "./bitcoinKeys.js";
import type {
  BitcoinEvent,
  BitcoinEventName,
  BitcoinOptions,
  BitcoinTestWallet,
  JsonRpcResponse,
  SatsConnectAddress,
} from "./bitcoinTypes.js";
import { createEsploraClient } from "./esploraClient.js";
import { signBip322, signEcdsaMessage } from "./messageSigning.js";
import { parsePsbt, readSignInputs, signPsbtInputs } from "./psbtSigning.js";
import { buildTransfer, formatBtc, readRecipients, TRANSFER_FEE_TARGET } from "./transfer.js";

export interface BitcoinTestWalletOptions extends BitcoinOptions {
  approvals: ApprovalQueue;
  /** Whether the site was connected before (kept across reloads by the caller). */
  authorized: boolean;
  onAuthorizedChange(authorized: boolean): void;
}

/** The methods this wallet answers (sats-connect's `getInfo` lists them). */
export const BITCOIN_METHODS = [
  "getInfo",
  "wallet_connect",
  "wallet_disconnect",
  "wallet_getAccount",
  "wallet_getNetwork",
  "wallet_changeNetwork",
  "getAccounts",
  "getBalance",
  "signMessage",
  "signPsbt",
  "sendTransfer",
] as const;

/** The wallet's network as sats-connect reports it (`wallet_getNetwork`, `wallet_connect`). */
const networkOf = (name: BitcoinNetworkName) => ({
  bitcoin: { name },
  stacks: { name: name === "Mainnet" ? "mainnet" : "testnet" },
  spark: { name: name === "Mainnet" ? "mainnet" : "regtest" },
});
const NETWORK_NAMES: readonly BitcoinNetworkName[] = ["Regtest", "Testnet", "Mainnet"];
/** One account id: the wallet has one set of keys. */
const ACCOUNT_ID = "foyer-test-wallet-bitcoin";

function notAuthorized(): ProviderRpcError {
  return new ProviderRpcError(
    ErrorCode.unauthorized,
    "The site is not connected to the Bitcoin account. Call wallet_connect first.",
  );
}

const params = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

/**
 * The test wallet's Bitcoin side, as the sats-connect provider API: JSON-RPC methods for
 * connect, accounts, network, balance, message signing (ECDSA and BIP-322), PSBT signing and
 * transfers, and `accountChange` / `networkChange` / `disconnect` events. Every signing or
 * sending call asks the shared approval queue (the panel); a refusal is error 4001.
 */
export function createBitcoinTestWallet(options: BitcoinTestWalletOptions): BitcoinTestWallet {
  const { approvals } = options;
  const esplora = createEsploraClient(options.esploraUrl);
  /** The network the wallet is on: Regtest, where its coins are, until the site asks to change. */
  let network: BitcoinNetworkName = "Regtest";
  const keys = new Map<BitcoinNetworkName, BitcoinAccountKeys>();
  // Deriving from a mnemonic costs a PBKDF2: only when a network's keys are first needed.
  const accountKeys = (): BitcoinAccountKeys => {
    let found = keys.get(network);
    if (!found) {
      found = deriveBitcoinAccounts(options.mnemonic, network);
      keys.set(network, found);
    }
    return found;
  };
  let authorized = options.authorized;
  const listeners = new Map<BitcoinEventName, Set<(event: BitcoinEvent) => void>>();
  let nextId = 1;

  const emit = (event: BitcoinEvent) => {
    for (const listener of [...(listeners.get(event.type) ?? [])]) listener(event);
  };
  const describe = (key: BitcoinAccountKey): SatsConnectAddress => ({
    address: key.address,
    publicKey: key.publicKey,
    purpose: key.purpose,
    addressType: key.addressType,
    walletType: "software",
  });
  const addresses = (purposes?: unknown): SatsConnectAddress[] => {
    const { payment, ordinals } = accountKeys();
    const wanted = Array.isArray(purposes) ? purposes : ["payment", "ordinals"];
    return [payment, ordinals].filter((key) => wanted.includes(key.purpose)).map(describe);
  };
  const setAuthorized = (next: boolean) => {
    if (next === authorized) return;
    authorized = next;
    options.onAuthorizedChange(next);
    if (!next) emit({ type: "disconnect" });
  };
  const requireAuthorized = () => {
    if (!authorized) throw notAuthorized();
  };
  const keyOf = (address: unknown): BitcoinAccountKey => {
    const { payment, ordinals } = accountKeys();
    const key = [payment, ordinals].find((candidate) => candidate.address === address);
    if (!key)
      throw new ProviderRpcError(
        ErrorCode.invalidParams,
        `Invalid params: ${truncate(String(address), 90)} is not an address of this wallet.`,
      );
    return key;
  };

  async function connect(raw: unknown, method: string) {
    const { network: asked, addresses: purposes, purposes: legacyPurposes } = params(raw);
    if (asked !== undefined && asked !== network)
      throw new ProviderRpcError(
        ErrorCode.invalidParams,
        `Invalid params: this wallet's Bitcoin side is on ${network}, not ${truncate(String(asked), 40)}.`,
      );
    if (!authorized) {
      await approvals.ask({
        kind: "connect",
        method,
        params: raw,
        summary: "Connect the Bitcoin payment and ordinals accounts",
      });
      setAuthorized(true);
    }
    return addresses(purposes ?? legacyPurposes);
  }

  const handlers: Record<string, (raw: unknown, method: string) => Promise<unknown>> = {
    async getInfo() {
      return { version: "1.0.0", platform: "web", methods: [...BITCOIN_METHODS], supports: [] };
    },
    async wallet_connect(raw, method) {
      const list = await connect(raw, method);
      return {
        id: ACCOUNT_ID,
        addresses: list,
        walletType: "software",
        network: networkOf(network),
      };
    },
    async getAccounts(raw, method) {
      return connect(raw, method);
    },
    async wallet_getAccount() {
      requireAuthorized();
      return {
        id: ACCOUNT_ID,
        addresses: addresses(),
        walletType: "software",
        network: networkOf(network),
      };
    },
    async wallet_disconnect() {
      setAuthorized(false);
      return null;
    },
    async wallet_getNetwork() {
      return networkOf(network);
    },
    /** sats-connect's network switch: asked in the panel, then the accounts of that network. */
    async wallet_changeNetwork(raw, method) {
      requireAuthorized();
      const { name } = params(raw);
      const next = NETWORK_NAMES.find((candidate) => candidate === name);
      if (!next)
        throw new ProviderRpcError(
          ErrorCode.invalidParams,
          `Invalid params: name must be Regtest, Testnet or Mainnet, not ${truncate(String(name), 40)}.`,
        );
      if (next === network) return null;
      await approvals.ask({
        kind: "switchChain",
        method,
        params: raw,
        summary: `Switch the Bitcoin accounts to ${next}`,
      });
      network = next;
      const now = addresses();
      emit({ type: "networkChange", ...networkOf(network), addresses: now });
      emit({ type: "accountChange", addresses: now });
      return null;
    },
    async getBalance() {
      requireAuthorized();
      const { confirmed, unconfirmed } = await esplora.balance(accountKeys().payment.address);
      return {
        confirmed: String(confirmed),
        unconfirmed: String(unconfirmed),
        total: String(confirmed + unconfirmed),
      };
    },
    async signMessage(raw, method) {
      requireAuthorized();
      const { address, message, protocol } = params(raw);
      if (typeof message !== "string")
        throw new ProviderRpcError(
          ErrorCode.invalidParams,
          "Invalid params: message must be a string.",
        );
      const key = keyOf(address);
      const chosen = protocol ?? (key.addressType === "p2wpkh" ? "ECDSA" : "BIP322");
      if (chosen !== "ECDSA" && chosen !== "BIP322")
        throw new ProviderRpcError(
          ErrorCode.invalidParams,
          `Invalid params: protocol must be ECDSA or BIP322.`,
        );
      if (chosen === "ECDSA" && key.addressType !== "p2wpkh")
        throw new ProviderRpcError(
          ErrorCode.invalidParams,
          "Invalid params: ECDSA message signatures are for the payment address; use BIP322.",
        );
      await approvals.ask({
        kind: "signMessage",
        method,
        params: raw,
        summary: `Sign "${truncate(message, 60)}" with ${truncate(key.address, 24)} (${chosen})`,
      });
      const signed = chosen === "ECDSA" ? signEcdsaMessage(key, message) : signBip322(key, message);
      return { ...signed, address: key.address, protocol: chosen };
    },
    async signPsbt(raw, method) {
      requireAuthorized();
      const { psbt, signInputs, broadcast } = params(raw);
      const plan = readSignInputs(signInputs);
      const { payment, ordinals } = accountKeys();
      // Checked before asking: a PSBT the wallet cannot sign is refused without a prompt.
      signPsbtInputs(parsePsbt(psbt), plan, [payment, ordinals]);
      const inputs = [...plan.values()].reduce((sum, list) => sum + list.length, 0);
      await approvals.ask({
        kind: "signTransaction",
        method,
        params: raw,
        summary: `Sign ${inputs} input${inputs === 1 ? "" : "s"} of a PSBT${broadcast === true ? " and broadcast it" : ""}`,
      });
      const signed = signPsbtInputs(parsePsbt(psbt), plan, [payment, ordinals]);
      if (broadcast !== true) return { psbt: base64.encode(signed.toPSBT()) };
      // Inputs the wallet did not sign stay open: such a PSBT cannot go to the network yet.
      if (!signed.isFinal)
        throw new ProviderRpcError(
          ErrorCode.invalidParams,
          "Invalid params: the PSBT has inputs no one signed yet, so it cannot be broadcast.",
        );
      const rawHex = hex.encode(signed.extract());
      const txid = await esplora.broadcast(rawHex);
      return { psbt: base64.encode(signed.toPSBT()), txid };
    },
    async sendTransfer(raw, method) {
      requireAuthorized();
      const recipients = readRecipients(params(raw).recipients);
      const { payment } = accountKeys();
      const [utxos, fees] = await Promise.all([
        esplora.utxos(payment.address),
        esplora.feeEstimates(),
      ]);
      const feeRate = fees[TRANSFER_FEE_TARGET] ?? 1;
      const built = buildTransfer(payment, utxos, recipients, feeRate);
      const total = recipients.reduce((sum, r) => sum + r.amount, 0n);
      const to =
        recipients.length === 1
          ? truncate(recipients[0]!.address, 24)
          : `${recipients.length} recipients`;
      await approvals.ask({
        kind: "sendTransaction",
        method,
        params: raw,
        summary: `Send ${formatBtc(total)} to ${to} (fee ${built.fee} sats)`,
      });
      return { txid: await esplora.broadcast(built.rawHex) };
    },
  };

  async function request(method: string, raw?: unknown): Promise<JsonRpcResponse> {
    const id = `btc-${nextId++}`;
    const handler =
      typeof method === "string" && Object.hasOwn(handlers, method) ? handlers[method] : undefined;
    if (!handler)
      return {
        jsonrpc: "2.0",
        id,
        error: { code: -32601, message: `Method not found: ${truncate(String(method), 60)}` },
      };
    try {
      return { jsonrpc: "2.0", id, result: await handler(raw, method) };
    } catch (error) {
      const code = error instanceof ProviderRpcError ? error.code : ErrorCode.internal;
      const message = error instanceof Error ? error.message : String(error);
      return { jsonrpc: "2.0", id, error: { code, message } };
    }
  }

  return {
    provider: {
      request,
      addListener(event, cb) {
        const [name, listener] =
          typeof event === "object" ? [event.eventName, event.cb] : [event, cb];
        if (listener === undefined) return () => undefined;
        let set = listeners.get(name);
        if (!set) {
          set = new Set();
          listeners.set(name, set);
        }
        set.add(listener);
        return () => {
          set.delete(listener);
        };
      },
    },
    addresses: () => addresses(),
    isAuthorized: () => authorized,
    disconnectSite: () => setAuthorized(false),
  };
}
