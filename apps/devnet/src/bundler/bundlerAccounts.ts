import type { HDAccount } from "viem/accounts";
import { devAccount } from "../accounts.js";

/**
 * The bundler's own keys: indexes 11 and 12 of the dev mnemonic, past the ten public dev
 * accounts (and the liquidity provider at 10), so its transactions never race a test's nonces.
 * The executor submits bundles; the utility account deployed the simulation contracts.
 */
export const bundlerExecutor: HDAccount = devAccount(11);
export const bundlerUtility: HDAccount = devAccount(12);

export function privateKeyOf(account: HDAccount): `0x${string}` {
  const key = account.getHdKey().privateKey;
  if (!key) throw new Error("dev account without a private key");
  return `0x${Buffer.from(key).toString("hex")}`;
}
