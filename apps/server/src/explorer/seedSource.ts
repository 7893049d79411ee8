import { SEED_WALLETS } from "./seedWallets.js";
import type { WalletEntry, WalletSource } from "./types.js";

/**
 * An in-memory source over the seed list (or a test's own rows), used until
 * the wallets live in the database.
 */
export function createSeedWalletSource(
  entries: readonly WalletEntry[] = SEED_WALLETS,
): WalletSource {
  return { list: () => Promise.resolve(entries) };
}
