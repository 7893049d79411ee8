import type { EvmAdapter } from "@foyer/evm";
import { ConnectButton, useFoyerAccount } from "@foyer/react";
import { lazy, type ReactNode, Suspense, useMemo } from "react";
import { createChainReader, readServerHealth } from "./chainStatus.js";
import type { DemoConfig } from "./config.js";
import { SignMessage } from "./SignMessage.js";
import { type Polled, usePolling } from "./usePolling.js";

/** Loaded only once a wallet is connected on eip155: the first screen does not carry it. */
const ConnectedPanels = lazy(() => import("./ConnectedPanels.js"));

function show<T>(polled: Polled<T>, render: (value: T) => string): string {
  if (polled.state === "loading") return "…";
  if (polled.state === "error") return `unavailable (${polled.message})`;
  return render(polled.value);
}

/** `signIn`: the Sign in with X panel when `?siwx=` turned it on (loaded lazily). */
export function App({
  config,
  evm,
  signIn,
}: {
  config: DemoConfig;
  evm: EvmAdapter;
  signIn?: ReactNode;
}) {
  const readChain = useMemo(() => createChainReader(config), [config]);
  const readHealth = useMemo(() => () => readServerHealth(config), [config]);
  const chain = usePolling(readChain, 2000);
  const health = usePolling(readHealth, 5000);
  const account = useFoyerAccount();
  const evmAddress =
    account.isConnected && account.namespace === "eip155" ? account.address : undefined;

  return (
    <main className="demo">
      <header className="bar">
        <h1>Foyer demo</h1>
        <ConnectButton />
      </header>
      <p>A dApp running against the local world: devnet, provider server and its database.</p>
      <dl>
        <dt>Server</dt>
        <dd data-testid="server-health">{show(health, (h) => `${h.status} (${h.db})`)}</dd>
        <dt>Chain ID</dt>
        <dd data-testid="chain-id">{show(chain, (c) => String(c.chainId))}</dd>
        <dt>Block</dt>
        <dd data-testid="block-number">{show(chain, (c) => c.blockNumber.toString())}</dd>
      </dl>
      <SignMessage evm={evm} />
      {evmAddress ? (
        <Suspense fallback={null}>
          <ConnectedPanels config={config} evm={evm} address={evmAddress as `0x${string}`} />
        </Suspense>
      ) : null}
      {signIn}
      <p className="hint">
        Server <code>{config.serverUrl}</code> · project <code>{config.projectId}</code>
      </p>
    </main>
  );
}
