import type { Connector } from "@foyer/core";
import { getWallets, type Wallets } from "@wallet-standard/app";
import type { Wallet } from "@wallet-standard/base";
import { isSolanaWallet } from "./features.js";

/** A connector id for a Wallet Standard wallet: its name under a `solana:` prefix, apart from its EVM self. */
export function connectorIdOf(wallet: Pick<Wallet, "name">): string {
  return `solana:${wallet.name}`;
}

/** A Wallet Standard wallet as the spec's Connector: it announced itself, so ANNOUNCED (behaviour §3). */
export function toConnector(wallet: Wallet): Connector {
  return {
    id: connectorIdOf(wallet),
    name: wallet.name,
    chain: "solana",
    type: "ANNOUNCED",
    imageUrl: wallet.icon,
  };
}

export interface WalletWatch {
  /** The Solana wallets registered so far, in registration order. */
  list(): readonly Wallet[];
  find(connectorId: string): Wallet | undefined;
  stop(): void;
}

/**
 * Follows the page's Wallet Standard registry (`@wallet-standard/app`): wallets registered
 * before and after this call, and those that unregister. `onChange` runs after each change.
 */
export function watchSolanaWallets(
  onChange: (wallets: readonly Wallet[]) => void,
  registry: Wallets = getWallets(),
): WalletWatch {
  let wallets = registry.get().filter(isSolanaWallet);
  const offs = [
    registry.on("register", (...added) => {
      const fresh = added.filter((wallet) => isSolanaWallet(wallet) && !wallets.includes(wallet));
      if (fresh.length === 0) return;
      wallets = [...wallets, ...fresh];
      onChange(wallets);
    }),
    registry.on("unregister", (...removed) => {
      const left = wallets.filter((wallet) => !removed.includes(wallet));
      if (left.length === wallets.length) return;
      wallets = left;
      onChange(wallets);
    }),
  ];
  return {
    list: () => wallets,
    find: (connectorId) => wallets.find((wallet) => connectorIdOf(wallet) === connectorId),
    stop() {
      for (const off of offs) off();
    },
  };
}
