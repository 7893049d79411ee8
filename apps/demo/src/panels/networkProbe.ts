import type { CaipNetwork } from "@foyer/core";
import { ProxyReadError, proxyRpc } from "../proxyRpc.js";
import { quantity, readUrl, solanaReference } from "../status/chainStatus.js";
import { esploraTipHeight } from "../status/esploraRead.js";

/**
 * Asks the provider server for `network`'s chain id (a Solana cluster's genesis hash) before the wallet is asked to move there: a
 * network the server can't read (not configured, upstream down) fails here within `timeoutMs`,
 * so the page can say so and stay where it is instead of following the wallet onto a network it
 * cannot show.
 */
export async function probeNetwork(
  network: CaipNetwork,
  options: { timeoutMs: number; fetch?: typeof fetch },
): Promise<void> {
  if (network.chainNamespace === "bip122") {
    // The proxy refuses a network it has no upstream for; a height means it can read this one.
    await esploraTipHeight(readUrl(network), options);
    return;
  }
  if (network.chainNamespace === "solana") {
    const reference = solanaReference(
      await proxyRpc(readUrl(network), "getGenesisHash", [], options),
    );
    if (reference !== String(network.id)) {
      throw new ProxyReadError(`the server answered for cluster ${reference}, not ${network.id}`);
    }
    return;
  }
  const answer = await proxyRpc(readUrl(network), "eth_chainId", [], options);
  const chainId = quantity(answer);
  if (chainId !== BigInt(network.id)) {
    throw new ProxyReadError(`the server answered for chain ${chainId}, not ${network.id}`);
  }
}
