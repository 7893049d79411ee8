import type { Connection, PairingAbortReason } from "@foyer/core";
import { pairingAbortedError } from "@foyer/core/internal";
import { createFakeAdapter, evmConnector, type FakeAdapter } from "@foyer/core/testing";

export const PAIRED_ADDRESS = "0x9999999999999999999999999999999999999999";

interface PendingConnect {
  resolve(connection: Connection): void;
  reject(error: unknown): void;
  connection: Connection;
}

/** Core's fake adapter plus a WalletConnect connector whose connects wait for the test. */
export interface FakePairingAdapter extends FakeAdapter {
  /** URIs handed out, one per pairing (a resumed pairing hands its URI out again, not a new one). */
  readonly uris: string[];
  /** How every pending connect ended that was not approved. */
  readonly abandoned: unknown[];
  /** While true, a fresh URI waits for {@link releaseUri} (the relay is slow). */
  holdUris: boolean;
  releaseUri(): void;
  approve(): void;
  reject(): void;
  /** Fails the pending connect like a relay error would. */
  fail(): void;
}

/**
 * A pairing connector that behaves like the real one towards core: each
 * connect emits a fresh `pairingUri`, unless it is asked to resume the
 * pairing the user went back from (same URI again); a second connect
 * replaces the first (PAIRING_REPLACED), and `cancelPairing` rejects with
 * 'Modal closed' or the reason given.
 */
export function createFakePairingAdapter(): FakePairingAdapter {
  const base = createFakeAdapter({
    connectors: [
      evmConnector("metamask", { type: "ANNOUNCED" }),
      evmConnector("walletConnect", { name: "WalletConnect", type: "WALLET_CONNECT" }),
    ],
  });
  const uris: string[] = [];
  const abandoned: unknown[] = [];
  let pending: PendingConnect | undefined;
  /** The pairing left pending when the user went back, which a connect may resume. */
  let left: string | undefined;
  let held: (() => void) | undefined;
  const end = (error: Error) => {
    abandoned.push(error);
    pending?.reject(error);
    pending = undefined;
  };

  const fake: FakePairingAdapter = {
    ...base,
    uris,
    abandoned,
    holdUris: false,
    connect(connectorId, options) {
      if (connectorId !== "walletConnect") return base.connect(connectorId, options);
      if (pending) end(pairingAbortedError("replaced"));
      const resumed = left !== undefined && options.pairingUri === left ? left : undefined;
      left = undefined;
      return new Promise<Connection>((resolve, reject) => {
        pending = {
          resolve,
          reject,
          connection: {
            connectorId,
            accounts: [{ address: PAIRED_ADDRESS, type: "eoa" }],
            caipNetwork: options.caipNetwork,
          },
        };
        const uri =
          resumed ?? `wc:${String(uris.length).padStart(64, "0")}@2?relay-protocol=irn&symKey=ab`;
        if (!resumed) uris.push(uri);
        const emit = () => base.emit("pairingUri", { connectorId, uri });
        // The real SDK hands a fresh URI over after a relay round trip.
        if (fake.holdUris && !resumed) held = emit;
        else queueMicrotask(emit);
      });
    },
    cancelPairing(reason: PairingAbortReason = "modalClosed") {
      if (!pending) return;
      if (reason === "left") left = uris.at(-1);
      end(pairingAbortedError(reason));
    },
    releaseUri() {
      held?.();
      held = undefined;
    },
    approve() {
      pending?.resolve(pending.connection);
      pending = undefined;
    },
    reject() {
      end(Object.assign(new Error("User rejected."), { code: 4001 }));
    },
    fail() {
      end(new Error("relay unreachable"));
    },
  };
  return fake;
}
