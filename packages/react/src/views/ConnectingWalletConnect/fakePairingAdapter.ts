import { type Connection, pairingAbortedError } from "@foyer/core";
import { createFakeAdapter, evmConnector, type FakeAdapter } from "@foyer/core/testing";

export const PAIRED_ADDRESS = "0x9999999999999999999999999999999999999999";

interface PendingConnect {
  resolve(connection: Connection): void;
  reject(error: unknown): void;
  connection: Connection;
}

/** Core's fake adapter plus a WalletConnect connector whose connects wait for the test. */
export interface FakePairingAdapter extends FakeAdapter {
  /** URIs handed out, one per pairing attempt. */
  readonly uris: string[];
  /** How every pending connect ended that was not approved. */
  readonly abandoned: unknown[];
  approve(): void;
  reject(): void;
  /** Fails the pending connect like a relay error would. */
  fail(): void;
}

/**
 * A pairing connector that behaves like the real one towards core: each
 * connect emits a fresh `pairingUri`, a second connect replaces the first
 * (PAIRING_REPLACED), and `cancelPairing` rejects with 'Modal closed'.
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
  const end = (error: Error) => {
    abandoned.push(error);
    pending?.reject(error);
    pending = undefined;
  };

  return {
    ...base,
    uris,
    abandoned,
    connect(connectorId, options) {
      if (connectorId !== "walletConnect") return base.connect(connectorId, options);
      if (pending) end(pairingAbortedError("replaced"));
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
        const uri = `wc:${String(uris.length).padStart(64, "0")}@2?relay-protocol=irn&symKey=ab`;
        uris.push(uri);
        // The real SDK hands the URI over after a relay round trip.
        queueMicrotask(() => base.emit("pairingUri", { connectorId, uri }));
      });
    },
    cancelPairing() {
      if (pending) end(pairingAbortedError("modalClosed"));
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
}
