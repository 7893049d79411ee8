import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  type Address,
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  type CompiledTransactionMessage,
  createTransactionMessage,
  type EncodedAccount,
  getBase58Decoder,
  getBase64Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  type KeyPairSigner,
  lamports,
  type MaybeEncodedAccount,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Transaction,
} from "@solana/kit";
import { getTransferSolInstruction } from "@solana-program/system";
import {
  findAssociatedTokenPda,
  getTokenDecoder,
  getTokenSize,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from "@solana-program/token";
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from "litesvm";
import { BLOCKHASH_VALID_SLOTS, MAX_AIRDROP_LAMPORTS, SLOT_MS, SOLANA_USDC } from "./constants.js";
import { transactionFee } from "./fees.js";
import type { SolanaKeys } from "./keys.js";
import { createLedger, type Ledger, type LedgerEntry, type LedgerTokenBalance } from "./ledger.js";
import type { SupportedMessage } from "./message.js";
import { invalidParams, RpcCode, SolanaRpcError } from "./rpcError.js";
import { configureSvm, seedSvm } from "./seed.js";
import {
  describeTransactionError,
  type RpcTransactionError,
  transactionErrorJson,
} from "./txErrors.js";

/** A simulation's outcome in the shape `simulateTransaction`'s value takes. */
export interface SimulationResult {
  err: RpcTransactionError | null;
  logs: string[];
  unitsConsumed: number;
  /** The accounts after the simulated transaction, by address (for the `accounts` option). */
  accountAfter(address: Address): MaybeEncodedAccount;
}

/** A transaction that just landed, with the accounts it wrote (what subscriptions watch). */
export interface LandedTransaction {
  entry: LedgerEntry;
  /** Accounts stored by the transaction: its writable accounts, only the fee payer if it failed. */
  written: string[];
}

export interface SubmitOptions {
  skipPreflight?: boolean;
}

/** A parsed wire transaction and its compiled message. */
export interface DecodedTransaction {
  bytes: Uint8Array;
  transaction: Transaction;
  message: SupportedMessage;
  signature: string;
}

/**
 * The local Solana chain: litesvm for execution and accounts, plus what a validator has and
 * litesvm does not — slots that advance with the clock (400 ms each), a window of recent
 * blockhashes (each usable for 150 slots), and a ledger of landed transactions.
 */
export interface SolanaChain {
  /** The current slot; block height equals it (this chain skips no slot). */
  slot(): bigint;
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint };
  isBlockhashValid(blockhash: string): boolean;
  getAccount(address: Address): MaybeEncodedAccount;
  /** Token-program accounts whose owner field is `owner`, optionally of one mint. */
  tokenAccountsByOwner(owner: Address, mint?: Address): EncodedAccount[];
  minimumBalanceForRentExemption(size: bigint): bigint;
  decode(bytes: Uint8Array): DecodedTransaction;
  /** Runs a transaction without landing it. */
  simulate(
    decoded: DecodedTransaction,
    options: { sigVerify: boolean; replaceRecentBlockhash: boolean },
  ): SimulationResult;
  /** Preflight (unless skipped), then lands the transaction; resolves with its signature. */
  submit(decoded: DecodedTransaction, options: SubmitOptions): string;
  /** A real transfer from the faucet key; resolves with its signature. */
  airdrop(to: Address, amount: bigint): Promise<string>;
  /**
   * A real USDC transfer (`transferChecked`, `from` paying and signing) from `from`'s associated
   * token account to `to`'s, which must exist: the transaction names the two token accounts,
   * never `to` itself, as a wallet's send to someone already holding USDC does.
   */
  transferUsdc(from: KeyPairSigner, to: Address, amount: bigint): Promise<string>;
  readonly ledger: Ledger;
  /** Calls `listener` after each transaction lands; returns the unsubscribe. */
  onLanded(listener: (landed: LandedTransaction) => void): () => void;
  /** Writes accounts, sysvars and the ledger under `dir` (atomic per file). */
  save(dir: string): void;
}

const SVM_FILE = "svm.bin";
const LEDGER_FILE = "ledger.json";
/** Blockhashes kept for lookups: the valid window and a margin for `isBlockhashValid` answers. */
const RECENT_BLOCKHASHES = 300;

export interface CreateSolanaChainOptions {
  keys: SolanaKeys;
  /** A folder a previous run saved into; missing or empty → a freshly seeded chain. */
  stateDir?: string;
  /** Milliseconds since the epoch; tests pass their own clock. */
  now?: () => number;
}

function loadSaved(dir: string | undefined) {
  if (dir === undefined) return undefined;
  const svmPath = join(dir, SVM_FILE);
  const ledgerPath = join(dir, LEDGER_FILE);
  if (!existsSync(svmPath) || !existsSync(ledgerPath)) return undefined;
  const svm = configureSvm(LiteSVM.loadFromFile(svmPath));
  const ledger = createLedger(JSON.parse(readFileSync(ledgerPath, "utf8")));
  return { svm, ledger };
}

export async function createSolanaChain(options: CreateSolanaChainOptions): Promise<SolanaChain> {
  const now = options.now ?? Date.now;
  const saved = loadSaved(options.stateDir);
  const svm = saved?.svm ?? (await seedSvm(options.keys));
  const ledger = saved?.ledger ?? createLedger();
  const { faucet } = options.keys;
  const landedListeners = new Set<(landed: LandedTransaction) => void>();

  // Slots follow the clock from where the saved chain stopped.
  const baseSlot = svm.getClock().slot;
  const baseTime = now();
  let currentSlot = baseSlot;
  /** The hash of the block before the current slot's (the slot's own is the latest blockhash). */
  let parentBlockhash = svm.latestBlockhash();
  const recent = new Map<string, bigint>([[svm.latestBlockhash(), currentSlot]]);

  function tick(): bigint {
    const target = baseSlot + BigInt(Math.floor((now() - baseTime) / SLOT_MS));
    if (target > currentSlot) {
      parentBlockhash = svm.latestBlockhash();
      svm.warpToSlot(target);
      svm.expireBlockhash();
      currentSlot = target;
      recent.set(svm.latestBlockhash(), target);
      while (recent.size > RECENT_BLOCKHASHES) {
        const oldest = recent.keys().next().value;
        if (oldest === undefined) break;
        recent.delete(oldest);
      }
    }
    return currentSlot;
  }

  function isBlockhashValid(blockhash: string): boolean {
    const slot = tick();
    const issued = recent.get(blockhash);
    return issued !== undefined && issued + BLOCKHASH_VALID_SLOTS >= slot;
  }

  function decode(bytes: Uint8Array): DecodedTransaction {
    let transaction: Transaction;
    let message: CompiledTransactionMessage & { lifetimeToken: string };
    try {
      transaction = getTransactionDecoder().decode(bytes);
      message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
    } catch (error) {
      throw invalidParams(
        `failed to deserialize solana_transaction::versioned::VersionedTransaction: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (message.version === 1) {
      throw invalidParams("failed to deserialize transaction: version 1 is not supported");
    }
    const first = Object.values(transaction.signatures)[0];
    const signature = getBase58Decoder().decode(first ?? new Uint8Array(64));
    return { bytes, transaction, message, signature };
  }

  function tokenBalances(keys: readonly string[]): LedgerTokenBalance[] {
    const balances: LedgerTokenBalance[] = [];
    keys.forEach((key, accountIndex) => {
      const account = svm.getAccount(address(key));
      if (!account.exists || account.programAddress !== TOKEN_PROGRAM_ADDRESS) return;
      if (account.data.length !== getTokenSize()) return;
      const token = getTokenDecoder().decode(account.data);
      const mint = svm.getAccount(token.mint);
      balances.push({
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: TOKEN_PROGRAM_ADDRESS,
        amount: token.amount.toString(),
        decimals: mint.exists ? (mint.data[44] ?? 0) : 0,
      });
    });
    return balances;
  }

  function simulate(
    decoded: DecodedTransaction,
    simulation: { sigVerify: boolean; replaceRecentBlockhash: boolean },
  ): SimulationResult {
    tick();
    if (!simulation.replaceRecentBlockhash && !isBlockhashValid(decoded.message.lifetimeToken)) {
      return {
        err: "BlockhashNotFound",
        logs: [],
        unitsConsumed: 0,
        accountAfter: svm.getAccount.bind(svm),
      };
    }
    svm.withSigverify(simulation.sigVerify);
    let outcome: ReturnType<LiteSVM["simulateTransaction"]>;
    try {
      outcome = svm.simulateTransaction(decoded.transaction);
    } catch {
      return {
        err: "SignatureFailure",
        logs: [],
        unitsConsumed: 0,
        accountAfter: svm.getAccount.bind(svm),
      };
    } finally {
      svm.withSigverify(true);
    }
    if (outcome instanceof FailedTransactionMetadata) {
      const meta = outcome.meta();
      return {
        err: transactionErrorJson(outcome),
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
        accountAfter: svm.getAccount.bind(svm),
      };
    }
    const after = new Map(outcome.postAccounts().map((account) => [account.address, account]));
    const meta = outcome.meta();
    return {
      err: null,
      logs: meta.logs(),
      unitsConsumed: Number(meta.computeUnitsConsumed()),
      accountAfter: (key) => {
        const account = after.get(key);
        return account
          ? { ...account, data: new Uint8Array(account.data), exists: true }
          : svm.getAccount(key);
      },
    };
  }

  function preflightFailure(err: RpcTransactionError, logs: string[], unitsConsumed: number) {
    return new SolanaRpcError(
      RpcCode.sendTransactionPreflightFailure,
      `Transaction simulation failed: ${describeTransactionError(err)}`,
      { err, logs, accounts: null, unitsConsumed, returnData: null, innerInstructions: null },
    );
  }

  function submit(decoded: DecodedTransaction, submitOptions: SubmitOptions): string {
    const slot = tick();
    const { message, transaction, signature } = decoded;
    if (Object.values(transaction.signatures).some((bytes) => bytes === null)) {
      throw new SolanaRpcError(
        RpcCode.transactionSignatureVerificationFailure,
        "Transaction signature verification failure",
      );
    }
    if (ledger.get(signature)) {
      if (submitOptions.skipPreflight) return signature;
      throw preflightFailure("AlreadyProcessed", [], 0);
    }
    if (!isBlockhashValid(message.lifetimeToken)) {
      // A validator drops such a transaction; with preflight the client hears why.
      if (submitOptions.skipPreflight) return signature;
      throw preflightFailure("BlockhashNotFound", [], 0);
    }
    if (!submitOptions.skipPreflight) {
      const preflight = simulate(decoded, { sigVerify: true, replaceRecentBlockhash: false });
      if (preflight.err !== null) {
        if (preflight.err === "SignatureFailure") {
          throw new SolanaRpcError(
            RpcCode.transactionSignatureVerificationFailure,
            "Transaction signature verification failure",
          );
        }
        throw preflightFailure(preflight.err, preflight.logs, preflight.unitsConsumed);
      }
    }
    const keys = message.staticAccounts.map(String);
    const feePayer = message.staticAccounts[0];
    const balanceOf = (key: string) => Number(svm.getBalance(address(key)) ?? 0n);
    const preBalances = keys.map(balanceOf);
    const preTokenBalances = tokenBalances(keys);
    let result: TransactionMetadata | FailedTransactionMetadata;
    try {
      result = svm.sendTransaction(transaction);
    } catch {
      return signature;
    }
    const postBalances = keys.map(balanceOf);
    const failed = result instanceof FailedTransactionMetadata;
    // A transaction that fails before execution (no funds for the fee, a bad signature…)
    // never lands: its fee payer is not charged and no validator would record it.
    const landed = !failed || (feePayer !== undefined && postBalances[0] !== preBalances[0]);
    if (!landed) return signature;
    const meta = result instanceof FailedTransactionMetadata ? result.meta() : result;
    const entry: LedgerEntry = {
      signature,
      slot: Number(slot),
      blockhash: svm.latestBlockhash(),
      previousBlockhash: parentBlockhash,
      blockTime: Math.floor(now() / 1000),
      transaction: getBase64Decoder().decode(decoded.bytes),
      version: message.version,
      accountKeys: keys,
      err: result instanceof FailedTransactionMetadata ? transactionErrorJson(result) : null,
      fee: Number(transactionFee(message)),
      preBalances,
      postBalances,
      preTokenBalances,
      postTokenBalances: tokenBalances(keys),
      logMessages: meta.logs(),
      computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
    };
    ledger.record(entry);
    const { header } = message;
    const signers = header.numSignerAccounts;
    const isWritable = (index: number) =>
      index < signers
        ? index < signers - header.numReadonlySignerAccounts
        : index < keys.length - header.numReadonlyNonSignerAccounts;
    const written = entry.err === null ? keys.filter((_, index) => isWritable(index)) : [keys[0]!];
    for (const listener of [...landedListeners]) listener({ entry, written });
    return signature;
  }

  /** Signs `instruction` with `payer` (fee payer) on the latest blockhash and lands it. */
  async function sendSigned(payer: KeyPairSigner, instruction: Instruction): Promise<string> {
    tick();
    const transaction = await pipe(
      createTransactionMessage({ version: 0 }),
      (tx) => setTransactionMessageFeePayerSigner(payer, tx),
      (tx) =>
        setTransactionMessageLifetimeUsingBlockhash(
          {
            blockhash: svm.latestBlockhash() as Blockhash,
            lastValidBlockHeight: currentSlot + BLOCKHASH_VALID_SLOTS,
          },
          tx,
        ),
      (tx) => appendTransactionMessageInstruction(instruction, tx),
      (tx) => signTransactionMessageWithSigners(tx),
    );
    const bytes = new Uint8Array(getTransactionEncoder().encode(transaction));
    return submit(decode(bytes), { skipPreflight: false });
  }

  async function airdrop(to: Address, amount: bigint): Promise<string> {
    if (amount <= 0n || amount > MAX_AIRDROP_LAMPORTS) {
      throw invalidParams(`airdrop amount must be between 1 and ${MAX_AIRDROP_LAMPORTS} lamports`);
    }
    return sendSigned(
      faucet.signer,
      getTransferSolInstruction({
        source: faucet.signer,
        destination: to,
        amount: lamports(amount),
      }),
    );
  }

  async function transferUsdc(from: KeyPairSigner, to: Address, amount: bigint): Promise<string> {
    const mint = options.keys.usdcMint.address;
    const ata = async (owner: Address) =>
      (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];
    return sendSigned(
      from,
      getTransferCheckedInstruction({
        source: await ata(from.address),
        mint,
        destination: await ata(to),
        authority: from,
        amount,
        decimals: SOLANA_USDC.decimals,
      }),
    );
  }

  return {
    slot: tick,
    latestBlockhash() {
      const slot = tick();
      const blockhash = svm.latestBlockhash();
      const issued = recent.get(blockhash) ?? slot;
      return { blockhash, lastValidBlockHeight: issued + BLOCKHASH_VALID_SLOTS };
    },
    isBlockhashValid,
    getAccount(key) {
      tick();
      return svm.getAccount(key);
    },
    tokenAccountsByOwner(owner, mint) {
      tick();
      return svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS).filter((account) => {
        if (account.data.length !== getTokenSize()) return false;
        const token = getTokenDecoder().decode(account.data);
        return token.owner === owner && (mint === undefined || token.mint === mint);
      });
    },
    minimumBalanceForRentExemption: (size) => svm.minimumBalanceForRentExemption(size),
    decode,
    simulate,
    submit,
    airdrop,
    transferUsdc,
    ledger,
    onLanded(listener) {
      landedListeners.add(listener);
      return () => landedListeners.delete(listener);
    },
    save(dir) {
      mkdirSync(dir, { recursive: true });
      const svmTemp = join(dir, `${SVM_FILE}.tmp`);
      const ledgerTemp = join(dir, `${LEDGER_FILE}.tmp`);
      svm.saveToFile(svmTemp);
      writeFileSync(ledgerTemp, JSON.stringify(ledger.snapshot()));
      renameSync(svmTemp, join(dir, SVM_FILE));
      renameSync(ledgerTemp, join(dir, LEDGER_FILE));
    },
  };
}
