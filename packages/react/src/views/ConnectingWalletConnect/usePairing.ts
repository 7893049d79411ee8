import type { Connector } from "@foyer/core";
import { isPairingExpired, PAIRING_RETRY_GAP_MS, pairingAbortReason } from "@foyer/core/internal";
import { useEffect, useRef, useState } from "react";
import { useConnectors } from "../../hooks/useConnectors.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useStore } from "../../hooks/useStore.js";
import { failedAttemptStatus } from "../ConnectingExternal/connectAttempt.js";

/** Where one pairing stands, as the views show it. */
export type PairingStatus = "pairing" | "rejected" | "failed" | "unavailable";

export interface Pairing {
  status: PairingStatus;
  /** The URI to show (QR, copy, deep link); undefined while a fresh one is fetched. */
  uri: string | undefined;
  /**
   * The URI replaced one that expired, rather than coming from the visitor's
   * choice or retry: on mobile, nothing opens the wallet by itself then.
   */
  renewed: boolean;
  /** Starts over after a rejection or failure. */
  retry(): void;
}

/**
 * Runs a WalletConnect connect for as long as the view shows: the URI comes
 * from core's connection state (set from the connector's URI event; a
 * pairing the user went back from is still there and resumed, so its QR
 * shows at once). Every second (behaviour §9 retry gap) the shown URI is checked
 * against core's rule, and one with under 10 s left is replaced by a fresh
 * one: a new attempt, which the connector turns into a new pairing. Closing
 * the modal or going back abandons the pending connect in core; the view is
 * gone by then.
 */
export function usePairing(): Pairing {
  const foyer = useFoyer();
  const connector: Connector | undefined = useConnectors().find((c) => c.type === "WALLET_CONNECT");
  const uri = useStore(foyer.stores.connection, (s) => s.wcUri);
  const [attempt, setAttempt] = useState(0);
  const [renewed, setRenewed] = useState(false);
  const [failure, setFailure] = useState<"rejected" | "failed" | undefined>();
  // StrictMode runs effects twice; each attempt must pair once.
  const started = useRef(-1);

  useEffect(() => {
    if (!connector || started.current === attempt) return;
    started.current = attempt;
    setFailure(undefined);
    foyer.connectWalletConnect(connector.chain).catch((error: unknown) => {
      // Replaced or abandoned attempts (modal closed, view left) are not failures to show.
      if (started.current !== attempt || pairingAbortReason(error) !== undefined) return;
      // WalletConnect pairs EVM only here, so a refusal is a rejection and the rest failures.
      setFailure(failedAttemptStatus(error) === "rejected" ? "rejected" : "failed");
    });
  }, [foyer, connector, attempt]);

  useEffect(() => {
    if (uri === undefined || failure) return;
    const { clock } = foyer;
    let timer = clock.setTimeout(function check() {
      // Read when checked: a resumed pairing keeps its expiry, a fresh URI brings a new one.
      const { wcUri, wcPairingExpiry } = foyer.stores.connection.getState();
      if (wcUri === undefined) return;
      if (isPairingExpired(wcPairingExpiry, clock.now())) {
        setRenewed(true);
        setAttempt((n) => n + 1);
      } else timer = clock.setTimeout(check, PAIRING_RETRY_GAP_MS);
    }, 0);
    return () => clock.clearTimeout(timer);
  }, [foyer, uri, failure]);

  return {
    status: !connector ? "unavailable" : (failure ?? "pairing"),
    uri: failure ? undefined : uri,
    renewed,
    retry: () => {
      setRenewed(false);
      setAttempt((n) => n + 1);
    },
  };
}
