import {
  type Address,
  getBase58Encoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  isAddress,
} from "@solana/kit";
import { TOKEN_PROGRAM_ADDRESS } from "@solana-program/token";
import type { SolanaChain } from "../chain.js";
import { SOLANA_CORE_VERSION, SOLANA_LOCAL_GENESIS_HASH } from "../constants.js";
import { transactionFee } from "../fees.js";
import { invalidParams, RpcCode, SolanaRpcError } from "../rpcError.js";
import { accountEncoding, encodeAccount } from "./accountEncoding.js";
import { blockJson } from "./blockJson.js";
import {
  addressParam,
  configParam,
  isRecord,
  minContextSlot,
  param,
  stringParam,
  u64Param,
} from "./params.js";
import { transactionEncoding, transactionJson } from "./transactionJson.js";

type Handler = (params: unknown, chain: SolanaChain) => unknown;

const MAX_MULTIPLE_ACCOUNTS = 100;
const MAX_SIGNATURE_STATUSES = 256;
const MAX_SIGNATURES_FOR_ADDRESS = 1000;

/** `{ context: { slot, apiVersion }, value }`, the envelope of every "with context" answer. */
function withContext(chain: SolanaChain, config: Record<string, unknown>, value: () => unknown) {
  const slot = chain.slot();
  const min = minContextSlot(config);
  if (min !== undefined && min > slot) {
    throw new SolanaRpcError(
      RpcCode.minContextSlotNotReached,
      "Minimum context slot has not been reached",
      {
        contextSlot: Number(slot),
      },
    );
  }
  return { context: { apiVersion: SOLANA_CORE_VERSION, slot: Number(slot) }, value: value() };
}

/** The decimals of a mint, read from its account (0 when it is none), for token amounts. */
export function decimalsOf(chain: SolanaChain) {
  return (mint: string) => {
    if (!isAddress(mint)) return 0;
    const account = chain.getAccount(mint);
    return account.exists ? (account.data[44] ?? 0) : 0;
  };
}

/** Wire bytes of a transaction or message sent as base64 (the default here) or base58. */
function wireBytes(value: string, encoding: unknown): Uint8Array {
  try {
    if (encoding === "base58") return new Uint8Array(getBase58Encoder().encode(value));
    if (encoding === undefined || encoding === "base64") {
      return new Uint8Array(getBase64Encoder().encode(value));
    }
  } catch {
    throw invalidParams(
      `Invalid params: the transaction is not valid ${String(encoding ?? "base64")}`,
    );
  }
  throw invalidParams(`Invalid params: unsupported encoding ${String(encoding)}`);
}

function sendEncoding(config: Record<string, unknown>): unknown {
  // sendTransaction's documented default is base58; every current client passes base64.
  return config.encoding ?? "base58";
}

function statusOf(chain: SolanaChain, signature: unknown) {
  if (typeof signature !== "string")
    throw invalidParams("Invalid params: signatures must be strings");
  const entry = chain.ledger.get(signature);
  if (entry === undefined) return null;
  return {
    slot: entry.slot,
    confirmations: null,
    err: entry.err,
    status: entry.err === null ? { Ok: null } : { Err: entry.err },
    confirmationStatus: "finalized",
  };
}

/** Every method the local chain answers, by JSON-RPC name. */
export const SOLANA_RPC_METHODS: Readonly<Record<string, Handler>> = {
  getHealth: () => "ok",
  getVersion: () => ({ "solana-core": SOLANA_CORE_VERSION, "feature-set": 0 }),
  getGenesisHash: () => SOLANA_LOCAL_GENESIS_HASH,
  getSlot: (params, chain) => withContext(chain, configParam(params, 0), () => null).context.slot,
  getBlockHeight: (params, chain) =>
    withContext(chain, configParam(params, 0), () => null).context.slot,
  getEpochInfo: (params, chain) => {
    const slot = withContext(chain, configParam(params, 0), () => null).context.slot;
    return {
      absoluteSlot: slot,
      blockHeight: slot,
      epoch: 0,
      slotIndex: slot,
      slotsInEpoch: 432_000,
      transactionCount: null,
    };
  },
  getLatestBlockhash: (params, chain) =>
    withContext(chain, configParam(params, 0), () => {
      const { blockhash, lastValidBlockHeight } = chain.latestBlockhash();
      return { blockhash, lastValidBlockHeight: Number(lastValidBlockHeight) };
    }),
  isBlockhashValid: (params, chain) => {
    const blockhash = stringParam(params, 0, "a blockhash string");
    return withContext(chain, configParam(params, 1), () => chain.isBlockhashValid(blockhash));
  },
  getBalance: (params, chain) => {
    const owner = addressParam(params, 0);
    return withContext(chain, configParam(params, 1), () => {
      const account = chain.getAccount(owner);
      return account.exists ? BigInt(account.lamports) : 0n;
    });
  },
  getAccountInfo: (params, chain) => {
    const key = addressParam(params, 0);
    const config = configParam(params, 1);
    const encoding = accountEncoding(config, "binary");
    return withContext(chain, config, () =>
      encodeAccount(chain.getAccount(key), encoding, config, decimalsOf(chain)),
    );
  },
  getMultipleAccounts: (params, chain) => {
    const keys = param(params, 0);
    if (!Array.isArray(keys) || keys.length > MAX_MULTIPLE_ACCOUNTS) {
      throw invalidParams(`Invalid params: expected up to ${MAX_MULTIPLE_ACCOUNTS} public keys`);
    }
    const addresses = keys.map((_, index) => addressParam(keys, index));
    const config = configParam(params, 1);
    const encoding = accountEncoding(config, "base64");
    return withContext(chain, config, () =>
      addresses.map((key) =>
        encodeAccount(chain.getAccount(key), encoding, config, decimalsOf(chain)),
      ),
    );
  },
  getTokenAccountsByOwner: (params, chain) => {
    const owner = addressParam(params, 0);
    const filter = param(params, 1);
    const config = configParam(params, 2);
    const encoding = accountEncoding(config, "binary");
    let mint: Address | undefined;
    if (isRecord(filter) && typeof filter.mint === "string") {
      if (!isAddress(filter.mint)) throw invalidParams("Invalid param: Invalid");
      mint = filter.mint;
      if (!chain.getAccount(mint).exists) throw invalidParams("Invalid param: could not find mint");
    } else if (isRecord(filter) && typeof filter.programId === "string") {
      if (filter.programId !== TOKEN_PROGRAM_ADDRESS) {
        throw invalidParams("Invalid param: unrecognized Token program id");
      }
    } else {
      throw invalidParams("Invalid params: expected a filter { mint } or { programId }");
    }
    return withContext(chain, config, () =>
      chain.tokenAccountsByOwner(owner, mint).map((account) => ({
        pubkey: account.address,
        account: encodeAccount(
          { ...account, data: new Uint8Array(account.data), exists: true },
          encoding,
          config,
          decimalsOf(chain),
        ),
      })),
    );
  },
  getTokenAccountBalance: (params, chain) => {
    const key = addressParam(params, 0);
    const config = configParam(params, 1);
    return withContext(chain, config, () => {
      const encoded = encodeAccount(chain.getAccount(key), "jsonParsed", {}, decimalsOf(chain));
      const data = encoded?.data;
      const parsed = isRecord(data) && isRecord(data.parsed) ? data.parsed : undefined;
      if (parsed?.type !== "account" || !isRecord(parsed.info)) {
        throw invalidParams("Invalid param: not a Token account");
      }
      return parsed.info.tokenAmount;
    });
  },
  getMinimumBalanceForRentExemption: (params, chain) =>
    chain.minimumBalanceForRentExemption(u64Param(params, 0, "the data length")),
  getFeeForMessage: (params, chain) => {
    const raw = stringParam(params, 0, "a base64 message");
    const config = configParam(params, 1);
    let decodedMessage: ReturnType<
      ReturnType<typeof getCompiledTransactionMessageDecoder>["decode"]
    >;
    try {
      decodedMessage = getCompiledTransactionMessageDecoder().decode(wireBytes(raw, "base64"));
    } catch {
      throw invalidParams("Invalid params: the message is not a serialized transaction message");
    }
    if (decodedMessage.version === 1)
      throw invalidParams("Invalid params: version 1 messages are not supported");
    const message = decodedMessage;
    return withContext(chain, config, () =>
      chain.isBlockhashValid(message.lifetimeToken) ? transactionFee(message) : null,
    );
  },
  getRecentPrioritizationFees: () => [],
  getSignatureStatuses: (params, chain) => {
    const signatures = param(params, 0);
    if (!Array.isArray(signatures) || signatures.length > MAX_SIGNATURE_STATUSES) {
      throw invalidParams(`Invalid params: expected up to ${MAX_SIGNATURE_STATUSES} signatures`);
    }
    return withContext(chain, {}, () => signatures.map((signature) => statusOf(chain, signature)));
  },
  getTransaction: (params, chain) => {
    const signature = stringParam(params, 0, "a signature string");
    const config = configParam(params, 1);
    const encoding = transactionEncoding(config.encoding);
    const entry = chain.ledger.get(signature);
    return entry === undefined
      ? null
      : transactionJson(entry, encoding, config.maxSupportedTransactionVersion);
  },
  getBlock: (params, chain) =>
    blockJson(chain, u64Param(params, 0, "the slot"), configParam(params, 1)),
  getSignaturesForAddress: (params, chain) => {
    const key = addressParam(params, 0);
    const config = configParam(params, 1);
    const limit = config.limit ?? MAX_SIGNATURES_FOR_ADDRESS;
    if (
      typeof limit !== "number" ||
      !Number.isInteger(limit) ||
      limit < 1 ||
      limit > MAX_SIGNATURES_FOR_ADDRESS
    ) {
      throw invalidParams(
        `Invalid params: limit must be between 1 and ${MAX_SIGNATURES_FOR_ADDRESS}`,
      );
    }
    // `before` and `until` name any transaction of the chain, not only one of this address
    // (as a validator's blockstore answers: from that transaction's place in the ledger), so a
    // reader merging several addresses' lists can page them all with one signature.
    let entries = chain.ledger.signaturesFor(key);
    const positionOf = (signature: string) => chain.ledger.positionOf(signature) ?? -1;
    if (typeof config.before === "string") {
      const before = chain.ledger.positionOf(config.before);
      entries =
        before === undefined ? [] : entries.filter((entry) => positionOf(entry.signature) < before);
    }
    if (typeof config.until === "string") {
      const until = chain.ledger.positionOf(config.until);
      if (until !== undefined)
        entries = entries.filter((entry) => positionOf(entry.signature) > until);
    }
    return entries.slice(0, limit).map((entry) => ({
      signature: entry.signature,
      slot: entry.slot,
      err: entry.err,
      memo: null,
      blockTime: entry.blockTime,
      confirmationStatus: "finalized",
    }));
  },
  simulateTransaction: (params, chain) => {
    const raw = stringParam(params, 0, "an encoded transaction");
    const config = configParam(params, 1);
    const decoded = chain.decode(wireBytes(raw, config.encoding ?? "base58"));
    const replace = config.replaceRecentBlockhash === true;
    if (replace && config.sigVerify === true) {
      throw invalidParams("sigVerify may not be used with replaceRecentBlockhash");
    }
    const accountsConfig = isRecord(config.accounts) ? config.accounts : undefined;
    return withContext(chain, config, () => {
      const result = chain.simulate(decoded, {
        sigVerify: config.sigVerify === true,
        replaceRecentBlockhash: replace,
      });
      const addresses = Array.isArray(accountsConfig?.addresses)
        ? accountsConfig.addresses
        : undefined;
      const encoding = accountsConfig ? accountEncoding(accountsConfig, "base64") : "base64";
      return {
        err: result.err,
        logs: result.logs,
        accounts:
          addresses === undefined
            ? null
            : addresses.map((_, index) =>
                encodeAccount(
                  result.accountAfter(addressParam(addresses, index)),
                  encoding,
                  {},
                  decimalsOf(chain),
                ),
              ),
        unitsConsumed: result.unitsConsumed,
        returnData: null,
        innerInstructions: null,
        ...(replace
          ? {
              replacementBlockhash: (() => {
                const latest = chain.latestBlockhash();
                return {
                  blockhash: latest.blockhash,
                  lastValidBlockHeight: Number(latest.lastValidBlockHeight),
                };
              })(),
            }
          : {}),
      };
    });
  },
  sendTransaction: (params, chain) => {
    const raw = stringParam(params, 0, "an encoded transaction");
    const config = configParam(params, 1);
    const slot = chain.slot();
    const min = minContextSlot(config);
    if (min !== undefined && min > slot) {
      throw new SolanaRpcError(
        RpcCode.minContextSlotNotReached,
        "Minimum context slot has not been reached",
        {
          contextSlot: Number(slot),
        },
      );
    }
    const decoded = chain.decode(wireBytes(raw, sendEncoding(config)));
    return chain.submit(decoded, { skipPreflight: config.skipPreflight === true });
  },
  requestAirdrop: (params, chain) => {
    const to = addressParam(params, 0);
    const amount = u64Param(params, 1, "lamports");
    return chain.airdrop(to, amount);
  },
};
