import {
  type CaipNetworkId,
  createServerSiwx,
  createSiwxServerApi,
  type Foyer,
  type SiwxConfig,
  type SiwxSession,
} from "@foyer/core";
import { useFoyer } from "@foyer/react";
import { useCallback, useState, useSyncExternalStore } from "react";
import type { DemoConfig, SiwxMode } from "./config.js";
import { expiryText } from "./siwxExpiry.js";

/**
 * Sign in with X for the demo, loaded only when the page is opened with
 * `?siwx=required` or `?siwx=optional`, so the default page doesn't carry it.
 * The default server-backed config: the provider server issues the nonce,
 * verifies the signature and keeps the session; the page keeps the token.
 */

/** How long a signature lasts: the message's Expiration Time, shown as the session's expiry. */
const SESSION_MS = 24 * 60 * 60 * 1000;

export function createDemoSiwx(config: DemoConfig, mode: SiwxMode): SiwxConfig {
  return createServerSiwx({
    api: createSiwxServerApi({
      baseUrl: config.serverUrl,
      projectId: config.projectId,
      fetch: window.fetch.bind(window),
    }),
    storage: window.localStorage,
    required: mode === "required",
    statement: "Sign in to the Foyer demo",
    expiresInMs: SESSION_MS,
  });
}

function useSession(foyer: Foyer): SiwxSession | undefined {
  const store = foyer.stores.siwx;
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  const read = () => store.getState().session;
  return useSyncExternalStore(subscribe, read, read);
}

/** The network's name from the demo's list, else its CAIP-2 id. */
function networkName(config: DemoConfig, chainId: CaipNetworkId): string {
  const listed = config.networks.find((n) => `eip155:${n.id}` === chainId);
  return listed ? `${listed.name} (${chainId})` : chainId;
}

/** The current sign-in session (address, chain, expiry) and a sign-out button. */
export function SiwxSessionPanel({ config, mode }: { config: DemoConfig; mode: SiwxMode }) {
  const foyer = useFoyer();
  const session = useSession(foyer);
  const [problem, setProblem] = useState<string | undefined>();

  return (
    <section className="panel siwx" aria-labelledby="siwx-heading">
      <h2 id="siwx-heading">Sign in with X ({mode})</h2>
      <p className="panel__about">
        A session the provider server keeps after the wallet signs a sign-in message (SIWX,
        EIP-4361). Signing in is {mode} on this page.
      </p>
      {session ? (
        <>
          <dl data-testid="siwx-session">
            <dt>Signed in as</dt>
            <dd data-testid="siwx-address">{session.data.accountAddress}</dd>
            <dt>Network</dt>
            <dd data-testid="siwx-chain">{networkName(config, session.data.chainId)}</dd>
            <dt>Expires</dt>
            <dd>
              {session.data.expirationTime ? (
                <time
                  data-testid="siwx-expiry"
                  dateTime={session.data.expirationTime}
                  title={session.data.expirationTime}
                >
                  {expiryText(session.data.expirationTime, Date.now(), foyer.locale)}
                </time>
              ) : (
                <span data-testid="siwx-expiry">when revoked</span>
              )}
            </dd>
          </dl>
          <button
            type="button"
            className="action"
            onClick={() => {
              setProblem(undefined);
              // Revokes the session on the server and forgets its token.
              foyer.siwx.signOut().catch((error: unknown) => {
                setProblem(error instanceof Error ? error.message : String(error));
              });
            }}
          >
            Sign out
          </button>
        </>
      ) : (
        <p data-testid="siwx-session">Not signed in</p>
      )}
      {problem ? <p role="alert">{problem}</p> : null}
    </section>
  );
}
