import { useFoyerProvider } from "@foyer/react";
import { useCallback } from "react";

/** An EIP-1193 request to the wallet the dApp is connected to (the embedded one, or any other). */
export type WalletRequest = (args: { method: string; params?: unknown }) => Promise<unknown>;

/**
 * Requests to the active eip155 wallet's own provider, as `useFoyerProvider("eip155")` hands
 * it over: the one the modal connected, whichever it is, followed across switches.
 */
export function useWalletRequest(): WalletRequest {
  const wallet = useFoyerProvider("eip155");
  return useCallback<WalletRequest>(
    async (args) => {
      if (!wallet) throw new Error("No wallet is connected");
      return wallet.provider.request(args as { method: string; params?: readonly unknown[] });
    },
    [wallet],
  );
}
