import {
  type Connector,
  isPairingExpired,
  isPairingReplaced,
  PAIRING_ABORT_CODES,
  PAIRING_RETRY_GAP_MS,
} from "@foyer/core";
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
  /** Starts over after a rejection or failure. */
  retry(): void;
}

/**
 * Runs a WalletConnect connect for as long as the view shows: the URI comes
 * from core's connection state (set from the connector's URI event). Every
 * second (SPEC §9 retry gap) the shown URI is checked against core's rule,
 * and one with under 10 s left is replaced by a fresh one: a new attempt,
 * which the connector turns into a new pairing. Closing the modal rejects
 * the pending connect with 'Modal closed' in core; the view is gone by then.
 */
export function usePairing(): Pairing {
  const foyer = useFoyer();
  const connector: Connector | undefined = useConnectors().find((c) => c.type === "WALLET_CONNECT");
  const uri = useStore(foyer.stores.connection, (s) => s.wcUri);
  const expiry = useStore(foyer.stores.connection, (s) => s.wcPairingExpiry);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<"rejected" | "failed" | undefined>();
  // StrictMode runs effects twice; each attempt must pair once.
  const started = useRef(-1);

  useEffect(() => {
    if (!connector || started.current === attempt) return;
    started.current = attempt;
    setFailure(undefined);
    foyer.connect(connector.id, connector.chain).catch((error: unknown) => {
      // Answers to replaced attempts, and to a closed modal, are not failures to show.
      if (started.current !== attempt || isPairingReplaced(error) || isModalClosed(error)) return;
      setFailure(failedAttemptStatus(error));
    });
  }, [foyer, connector, attempt]);

  useEffect(() => {
    if (uri === undefined || failure) return;
    const { clock } = foyer;
    let timer = clock.setTimeout(function check() {
      if (isPairingExpired(expiry, clock.now())) setAttempt((n) => n + 1);
      else timer = clock.setTimeout(check, PAIRING_RETRY_GAP_MS);
    }, 0);
    return () => clock.clearTimeout(timer);
  }, [foyer, uri, expiry, failure]);

  return {
    status: !connector ? "unavailable" : (failure ?? "pairing"),
    uri: failure ? undefined : uri,
    retry: () => setAttempt((n) => n + 1),
  };
}

function isModalClosed(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    error.code === PAIRING_ABORT_CODES.modalClosed
  );
}
