import { isRecord } from "@foyer/protocol";

/** One movement of value a Solana transaction made: SOL (`mint` undefined) or an SPL token. */
export interface SolanaTransfer {
  /** The wallet the value left (a token account's owner, not the token account). */
  from: string;
  /** The wallet the value reached. */
  to: string;
  /** The SPL mint; undefined for SOL. */
  mint: string | undefined;
  /** Lamports, or the token's smallest unit. */
  raw: bigint;
  /** The token's decimals as the transaction's token balances say; 9 for SOL. */
  decimals: number;
}

/** What a `getTransaction` (jsonParsed) answer says about the account's side of it. */
export interface SolanaTransactionFacts {
  /** Unix seconds; undefined when the node does not know it. */
  blockTime: number | undefined;
  failed: boolean;
  /** The transaction's first signer, who paid for it. */
  feePayer: string | undefined;
  transfers: SolanaTransfer[];
}

interface TokenAccount {
  owner: string | undefined;
  mint: string;
  decimals: number;
}

const str = (value: unknown) => (typeof value === "string" ? value : undefined);
const amount = (value: unknown): bigint | undefined => {
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === "string" && /^\d{1,30}$/.test(value)) return BigInt(value);
  return undefined;
};

function accountKeysOf(message: Record<string, unknown>): string[] {
  const keys = Array.isArray(message.accountKeys) ? message.accountKeys : [];
  return keys.map((key) => (isRecord(key) ? (str(key.pubkey) ?? "") : (str(key) ?? "")));
}

/** Token accounts of the transaction (from its pre- and post-token balances), by address. */
function tokenAccountsOf(meta: Record<string, unknown>, keys: string[]) {
  const accounts = new Map<string, TokenAccount>();
  for (const list of [meta.preTokenBalances, meta.postTokenBalances]) {
    for (const balance of Array.isArray(list) ? list : []) {
      if (!isRecord(balance) || typeof balance.accountIndex !== "number") continue;
      const address = keys[balance.accountIndex];
      const mint = str(balance.mint);
      const decimals = isRecord(balance.uiTokenAmount) ? balance.uiTokenAmount.decimals : undefined;
      if (address === undefined || mint === undefined || typeof decimals !== "number") continue;
      accounts.set(address, { owner: str(balance.owner), mint, decimals });
    }
  }
  return accounts;
}

/** Every instruction, the inner ones (a program's own calls) after the top-level ones. */
function instructionsOf(message: Record<string, unknown>, meta: Record<string, unknown>) {
  const outer = Array.isArray(message.instructions) ? message.instructions : [];
  const inner = (Array.isArray(meta.innerInstructions) ? meta.innerInstructions : []).flatMap(
    (group: unknown) =>
      isRecord(group) && Array.isArray(group.instructions) ? group.instructions : [],
  );
  return [...outer, ...inner];
}

function transferOf(
  instruction: unknown,
  tokenAccounts: Map<string, TokenAccount>,
): SolanaTransfer | undefined {
  if (!isRecord(instruction) || !isRecord(instruction.parsed)) return undefined;
  const { program } = instruction;
  const { type, info } = instruction.parsed;
  if (!isRecord(info)) return undefined;
  if (program === "system" && (type === "transfer" || type === "transferWithSeed")) {
    const from = str(info.source);
    const to = str(info.destination);
    const raw = amount(info.lamports);
    if (from === undefined || to === undefined || raw === undefined) return undefined;
    return { from, to, mint: undefined, raw, decimals: 9 };
  }
  if (
    (program === "spl-token" || program === "spl-token-2022") &&
    (type === "transfer" || type === "transferChecked")
  ) {
    const source = str(info.source);
    const destination = str(info.destination);
    if (source === undefined || destination === undefined) return undefined;
    const sourceAccount = tokenAccounts.get(source);
    const destinationAccount = tokenAccounts.get(destination);
    const checked = isRecord(info.tokenAmount) ? info.tokenAmount : undefined;
    const raw = amount(checked ? checked.amount : info.amount);
    const mint = str(info.mint) ?? sourceAccount?.mint ?? destinationAccount?.mint;
    const decimals =
      (checked && typeof checked.decimals === "number" ? checked.decimals : undefined) ??
      sourceAccount?.decimals ??
      destinationAccount?.decimals;
    if (raw === undefined || mint === undefined || decimals === undefined) return undefined;
    // The owners, not the token accounts: the wallets are who sent and who received.
    const from = sourceAccount?.owner ?? str(info.authority) ?? str(info.multisigAuthority);
    const to = destinationAccount?.owner ?? destination;
    if (from === undefined) return undefined;
    return { from, to, mint, raw, decimals };
  }
  return undefined;
}

/**
 * The facts of a `getTransaction` answer in `jsonParsed` encoding: SOL moved by the System
 * program and tokens moved by the Token programs, each between wallets (a token account stands
 * for its owner, as the transaction's token balances name it). Other programs' effects are
 * not transfers here; an answer of the wrong shape gives undefined.
 */
export function solanaTransactionFacts(result: unknown): SolanaTransactionFacts | undefined {
  if (!isRecord(result) || !isRecord(result.transaction) || !isRecord(result.meta))
    return undefined;
  const { meta } = result;
  const message = result.transaction.message;
  if (!isRecord(message)) return undefined;
  const keys = accountKeysOf(message);
  const tokenAccounts = tokenAccountsOf(meta, keys);
  const transfers = instructionsOf(message, meta).flatMap((instruction) => {
    const transfer = transferOf(instruction, tokenAccounts);
    return transfer === undefined ? [] : [transfer];
  });
  return {
    blockTime: typeof result.blockTime === "number" ? result.blockTime : undefined,
    failed: meta.err !== null && meta.err !== undefined,
    feePayer: keys[0] || undefined,
    transfers,
  };
}
