import { ConnectionError } from "../errors/connectionError.js";
import { messages } from "../errors/messages.js";
import { coreText } from "../i18n/coreText.js";
import type { CaipNetwork, CaipNetworkId } from "../types/chain.js";
import { findNetwork, type NetworkState } from "./networkState.js";

/**
 * An app-requested switch must target a listed network, else 'Chain is not
 * supported' (behaviour §8).
 */
export function requireListedNetwork(
  state: NetworkState,
  caipNetworkId: CaipNetworkId,
): CaipNetwork {
  const network = findNetwork(state, caipNetworkId);
  if (!network) {
    throw new ConnectionError(coreText("chainNotSupported", messages.chainNotSupported), {
      code: "CHAIN_NOT_SUPPORTED",
      details: { caipNetworkId },
    });
  }
  return network;
}

export interface UnsupportedChainOptions {
  allowUnsupportedChain: boolean;
  enableNetworkSwitch: boolean;
}

export type WalletNetworkOutcome =
  | { kind: "supported"; network: CaipNetwork }
  | { kind: "unsupported"; showUnsupportedChain: boolean };

/**
 * Where a wallet moved on its own (behaviour §4): a listed network is followed; an
 * unlisted one opens UnsupportedChain, unless the host allows unsupported
 * chains or has network switching disabled (then the user could not switch
 * back from that view anyway).
 */
export function walletNetworkOutcome(
  state: NetworkState,
  caipNetworkId: CaipNetworkId,
  options: UnsupportedChainOptions,
): WalletNetworkOutcome {
  const network = findNetwork(state, caipNetworkId);
  if (network) return { kind: "supported", network };
  return {
    kind: "unsupported",
    showUnsupportedChain: !options.allowUnsupportedChain && options.enableNetworkSwitch,
  };
}
