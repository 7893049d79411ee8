import type { PairingAbortReason } from "@foyer/core";
import type { Connector } from "@wagmi/core";

/**
 * Follows a pairing connector's `display_uri` messages (wagmi's convention
 * for WalletConnect URIs). Returns the function that stops following.
 */
export function forwardPairingUris(connector: Connector, onUri: (uri: string) => void): () => void {
  const listener = ({ type, data }: { type: string; data?: unknown }) => {
    if (type === "display_uri" && typeof data === "string") onUri(data);
  };
  connector.emitter.on("message", listener);
  return () => connector.emitter.off("message", listener);
}

/** What the WalletConnect connector adds for pairing (see `WalletConnectProperties`). */
interface PairingControls {
  abortPairing(reason?: PairingAbortReason): void;
  preparePairing(): void;
  peerWallet(): { name: string } | undefined;
}

/** Whether a wagmi connector can abandon and prepare pairings (the WalletConnect connector can). */
export function hasPairingControls(
  connector: Connector | undefined,
): connector is Connector & PairingControls {
  // Both come together (see `WalletConnectProperties`); one tells.
  return typeof (connector as Partial<PairingControls> | undefined)?.preparePairing === "function";
}
