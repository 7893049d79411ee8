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

/** Whether a wagmi connector can abandon a pending pairing (the WalletConnect connector can). */
export function hasAbortPairing(
  connector: Connector | undefined,
): connector is Connector & { abortPairing(): void } {
  return typeof (connector as { abortPairing?: unknown } | undefined)?.abortPairing === "function";
}
