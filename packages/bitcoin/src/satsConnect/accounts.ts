import type { ConnectionAccount } from "@foyer/core";
import { AddressPurpose } from "@sats-connect/core";
import type { WalletAddress } from "./walletRpc.js";

/**
 * The wallet's addresses as the connection's accounts, payment first (behaviour §3: payment is
 * index 0 and bip122's default, ordinal index 1); other purposes (Stacks, Spark) are left out.
 * A wallet that names each address's derivation path (a `derivationPath` beside the standard
 * fields) has it kept as the account's path.
 */
export function bitcoinAccounts(addresses: readonly WalletAddress[]): ConnectionAccount[] {
  const of = (purpose: AddressPurpose, type: "payment" | "ordinal"): ConnectionAccount[] =>
    addresses
      .filter((address) => address.purpose === purpose)
      .map((address) => {
        const path = (address as { derivationPath?: unknown }).derivationPath;
        return {
          address: address.address,
          type,
          publicKey: address.publicKey,
          ...(typeof path === "string" ? { path } : {}),
        };
      });
  return [...of(AddressPurpose.Payment, "payment"), ...of(AddressPurpose.Ordinals, "ordinal")];
}
