import {
  getBase58Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from "@solana/kit";
import type { LedgerEntry, LedgerTokenBalance } from "../ledger.js";
import { invalidParams, RpcCode, SolanaRpcError } from "../rpcError.js";
import { uiTokenAmount } from "./accountEncoding.js";
import { parsedInstruction } from "./parsedInstruction/index.js";

export type TransactionEncoding = "json" | "jsonParsed" | "base64" | "base58";

export function transactionEncoding(value: unknown): TransactionEncoding {
  const encoding = value ?? "json";
  if (
    encoding === "json" ||
    encoding === "jsonParsed" ||
    encoding === "base64" ||
    encoding === "base58"
  ) {
    return encoding;
  }
  throw invalidParams(`Invalid params: unsupported encoding ${String(encoding)}`);
}

function tokenBalanceJson(balance: LedgerTokenBalance) {
  return {
    accountIndex: balance.accountIndex,
    mint: balance.mint,
    owner: balance.owner,
    programId: balance.programId,
    uiTokenAmount: uiTokenAmount(BigInt(balance.amount), balance.decimals),
  };
}

/** The transaction itself in the JSON encodings: signatures and the decoded message. */
function transactionBody(entry: LedgerEntry, parsed: boolean) {
  const bytes = getBase64Encoder().encode(entry.transaction);
  const transaction = getTransactionDecoder().decode(bytes);
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  // The chain refuses v1 messages, so a recorded one never is.
  if (message.version === 1) throw new Error("a v1 message in the ledger");
  const base58 = getBase58Decoder();
  const { header, staticAccounts } = message;
  const signerCount = header.numSignerAccounts;
  const isWritable = (index: number) =>
    index < signerCount
      ? index < signerCount - header.numReadonlySignerAccounts
      : index < staticAccounts.length - header.numReadonlyNonSignerAccounts;
  const accountKeys = parsed
    ? staticAccounts.map((pubkey, index) => ({
        pubkey,
        signer: index < signerCount,
        writable: isWritable(index),
        source: "transaction",
      }))
    : staticAccounts;
  const instructions = message.instructions.map((instruction) => {
    const data = base58.decode(instruction.data ?? new Uint8Array(0));
    const accounts = instruction.accountIndices ?? [];
    if (!parsed) {
      return { programIdIndex: instruction.programAddressIndex, accounts, data, stackHeight: null };
    }
    const programId = String(staticAccounts[instruction.programAddressIndex]);
    const keys = accounts.map((index) => String(staticAccounts[index]));
    return (
      parsedInstruction(
        programId,
        { data: instruction.data ?? new Uint8Array(0), accounts: keys },
        null,
      ) ?? { programId, accounts: keys, data, stackHeight: null }
    );
  });
  return {
    signatures: Object.values(transaction.signatures).map((signature) =>
      base58.decode(signature ?? new Uint8Array(64)),
    ),
    message: {
      accountKeys,
      header: {
        numRequiredSignatures: signerCount,
        numReadonlySignedAccounts: header.numReadonlySignerAccounts,
        numReadonlyUnsignedAccounts: header.numReadonlyNonSignerAccounts,
      },
      instructions,
      recentBlockhash: message.lifetimeToken,
      ...(entry.version === "legacy" ? {} : { addressTableLookups: [] }),
    },
  };
}

/** `getTransaction`'s result for a recorded transaction. */
export function transactionJson(
  entry: LedgerEntry,
  encoding: TransactionEncoding,
  maxSupportedTransactionVersion: unknown,
) {
  if (entry.version !== "legacy") {
    const supported =
      typeof maxSupportedTransactionVersion === "number"
        ? maxSupportedTransactionVersion
        : undefined;
    if (supported === undefined || supported < entry.version) {
      throw new SolanaRpcError(
        RpcCode.transactionVersionNotSupported,
        `Transaction version (${entry.version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${entry.version}`,
      );
    }
  }
  let transaction: unknown;
  if (encoding === "base64") transaction = [entry.transaction, "base64"];
  else if (encoding === "base58") {
    transaction = [
      getBase58Decoder().decode(getBase64Encoder().encode(entry.transaction)),
      "base58",
    ];
  } else transaction = transactionBody(entry, encoding === "jsonParsed");
  return {
    slot: entry.slot,
    blockTime: entry.blockTime,
    version: entry.version,
    transaction,
    meta: {
      err: entry.err,
      status: entry.err === null ? { Ok: null } : { Err: entry.err },
      fee: entry.fee,
      preBalances: entry.preBalances,
      postBalances: entry.postBalances,
      innerInstructions: [],
      logMessages: entry.logMessages,
      preTokenBalances: entry.preTokenBalances.map(tokenBalanceJson),
      postTokenBalances: entry.postTokenBalances.map(tokenBalanceJson),
      rewards: [],
      loadedAddresses: { writable: [], readonly: [] },
      computeUnitsConsumed: entry.computeUnitsConsumed,
    },
  };
}
