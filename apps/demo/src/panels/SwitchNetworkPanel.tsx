import { BITCOIN_REGTEST, type CaipNetwork } from "@foyer/core";
import { useFoyer, useFoyerNetwork } from "@foyer/react";
import { useMemo, useState } from "react";
import type { DemoConfig } from "../config.js";
import { parseSolanaNetwork } from "../solanaConfig.js";
import { STATUS_READ_TIMEOUT_MS } from "../status/chainStatus.js";
import { errorText } from "./errorText.js";
import { probeNetwork } from "./networkProbe.js";
import { Panel } from "./Panel.js";
import { panelMessages as m } from "./panelMessages.js";
import { ResultBox } from "./ResultBox.js";
import { describeOutcome, useAction } from "./useAction.js";

/** A chain id none of the demo's networks has. */
const UNLISTED_NETWORK = "eip155:4242";

/** A failed switch, worded for the page: the network unreachable, or the wallet's refusal. */
class SwitchFailedError extends Error {
  override name = "SwitchFailedError";
}

/**
 * A button per configured network (EVM and, when the world has it, Solana), switching with Foyer's switchNetwork (the wallet moves first,
 * adding the network on 4902; the app follows only if it agreed). Networks the provider server
 * cannot read are refused up front with the server's reason.
 */
export function SwitchNetworkPanel({ config }: { config: DemoConfig }) {
  const foyer = useFoyer();
  const { network: active, networks, switchNetwork } = useFoyerNetwork();
  const { outcome, run } = useAction<CaipNetwork>();
  const [target, setTarget] = useState<CaipNetwork | undefined>();
  // The local world's Solana chain sits with the local devnets; Solana's clusters with the public.
  const localSolanaId = useMemo(
    () => parseSolanaNetwork(config.solanaNetwork)?.caipNetworkId,
    [config.solanaNetwork],
  );
  const isLocal = (network: CaipNetwork) =>
    network.caipNetworkId === localSolanaId ||
    (config.bitcoinNetwork !== undefined && network.caipNetworkId === BITCOIN_REGTEST) ||
    (config.networks.find((n) => `eip155:${n.id}` === network.caipNetworkId)?.local ?? false);

  const pick = (network: CaipNetwork) => {
    setTarget(network);
    return run(async () => {
      try {
        await probeNetwork(network, { timeoutMs: STATUS_READ_TIMEOUT_MS });
      } catch (error) {
        throw new SwitchFailedError(
          m.unreachable(network.name, errorText(error), active?.name ?? network.name),
        );
      }
      try {
        await switchNetwork(network);
      } catch (error) {
        throw new SwitchFailedError(m.notSwitched(errorText(error)));
      }
      return network;
    });
  };

  const waitingFor = outcome.state === "waiting";
  const group = (title: string, members: CaipNetwork[]) =>
    members.length === 0 ? null : (
      <fieldset className="network-group">
        <legend className="network-group__title">{title}</legend>
        {members.map((network) => (
          <button
            key={network.caipNetworkId}
            type="button"
            className="chip"
            aria-pressed={network.caipNetworkId === active?.caipNetworkId}
            disabled={waitingFor}
            onClick={() => pick(network)}
          >
            {network.name}
          </button>
        ))}
      </fieldset>
    );

  const { tone, text } = describeOutcome(outcome, {
    waiting: m.switching(target?.name ?? ""),
    done: (network) => m.switched(network.name, network.id),
    failed: (reason) => reason,
  });
  return (
    <Panel id="switch" title={m.switchHeading} about={m.switchAbout} wide>
      <div className="network-groups">
        {group(m.localNetworks, networks.filter(isLocal))}
        {group(
          m.publicNetworks,
          networks.filter((network) => !isLocal(network)),
        )}
      </div>
      <button type="button" className="link" onClick={() => foyer.open({ view: "Networks" })}>
        {m.openNetworks}
      </button>{" "}
      {/* What a dApp asking for a network it never listed meets: Foyer's 'Network Not Found'. */}
      <button
        type="button"
        className="link"
        onClick={() => switchNetwork(UNLISTED_NETWORK).catch(() => undefined)}
      >
        {m.askUnlisted(UNLISTED_NETWORK)}
      </button>
      <ResultBox testId="switch-status" tone={tone} text={text} />
    </Panel>
  );
}
