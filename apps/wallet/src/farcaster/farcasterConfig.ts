/** A Farcaster account this wallet signs in as: its fid, fname, and custody key (devnet only). */
export interface FarcasterAccount {
  fid: number;
  username: string;
  displayName: string;
  custodyPrivateKey: `0x${string}`;
}

/** The Farcaster client's side: the auth relay, its key for clients, and the accounts. */
export interface FarcasterConfig {
  relayUrl: string;
  authKey: string;
  /** An RPC URL of the chain with the IdRegistry (the devnet). */
  rpcUrl: string;
  accounts: FarcasterAccount[];
}

export const DEFAULT_FARCASTER_RELAY_URL = "http://127.0.0.1:8788";
/** The local relay's development key for clients (apps/idp's DEV_RELAY_AUTH_KEY). */
export const DEFAULT_FARCASTER_AUTH_KEY = "foyer-dev-farcaster-relay-key";

function isAccount(value: unknown): value is FarcasterAccount {
  if (typeof value !== "object" || value === null) return false;
  const { fid, username, custodyPrivateKey } = value as Record<string, unknown>;
  return (
    typeof fid === "number" &&
    Number.isSafeInteger(fid) &&
    fid > 0 &&
    typeof username === "string" &&
    username !== "" &&
    typeof custodyPrivateKey === "string" &&
    /^0x[0-9a-fA-F]{64}$/.test(custodyPrivateKey)
  );
}

/**
 * `VITE_WALLET_FARCASTER_ACCOUNTS` is the devnet manifest's `farcaster` list (JSON array of
 * `{ fid, username, displayName?, custodyPrivateKey }`); `npm start` and the e2e world pass
 * it. Unset: no accounts, and the Farcaster tab says so. Bad JSON throws, as the chains do.
 */
export function parseFarcasterAccounts(json: string | undefined): FarcasterAccount[] {
  if (json === undefined || json.trim() === "") return [];
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed) || !parsed.every(isAccount)) {
    throw new Error(
      "VITE_WALLET_FARCASTER_ACCOUNTS must be a JSON array of { fid, username, custodyPrivateKey }",
    );
  }
  return parsed.map((account) => ({
    fid: account.fid,
    username: account.username,
    displayName: typeof account.displayName === "string" ? account.displayName : account.username,
    custodyPrivateKey: account.custodyPrivateKey,
  }));
}
