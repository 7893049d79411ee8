import { useFoyerNetwork } from "@foyer/react";
import { useMemo } from "react";
import type { DemoConfig } from "../config.js";
import { panelMessages as m } from "../panels/panelMessages.js";
import { createChainReader, readServerHealth } from "./chainStatus.js";
import { type Polled, usePolling } from "./usePolling.js";

function show<T>(polled: Polled<T>, render: (value: T) => string): string {
  if (polled.state === "loading") return m.loading;
  if (polled.state === "error") return m.unavailable(polled.message);
  return render(polled.value);
}

const noNetwork = () => Promise.reject(new Error("no network"));

/**
 * The page's network as a dApp sees it: its chain id and head read through the provider server's
 * proxy (so a switch shows here once the server answers for the new network), and the server's
 * health.
 */
export function NetworkStatus({ config }: { config: DemoConfig }) {
  const { network } = useFoyerNetwork();
  const readChain = useMemo(() => (network ? createChainReader(network) : noNetwork), [network]);
  const readHealth = useMemo(() => () => readServerHealth(config), [config]);
  const chain = usePolling(readChain, 2000);
  const health = usePolling(readHealth, 5000);
  return (
    <section className="status" aria-label={m.statusLabel}>
      <dl>
        <dt>{m.statusNetwork}</dt>
        <dd data-testid="network-name">{network?.name ?? m.loading}</dd>
        <dt>{m.statusChainId}</dt>
        <dd data-testid="chain-id">{show(chain, (c) => String(c.chainId))}</dd>
        <dt>{m.statusBlock}</dt>
        <dd data-testid="block-number">{show(chain, (c) => c.blockNumber.toString())}</dd>
        <dt>{m.statusServer}</dt>
        <dd data-testid="server-health">{show(health, (h) => `${h.status} (${h.db})`)}</dd>
      </dl>
    </section>
  );
}
