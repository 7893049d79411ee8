import { DEFAULT_REMOTE_FEATURES } from "@foyer/protocol";
import { CONNECT_METHODS, type Features, WALLET_FEATURES } from "./featureTypes.js";

export { DEFAULT_REMOTE_FEATURES } from "@foyer/protocol";

/**
 * Behaviour §9 default features: the remote defaults, receive and send on, legal
 * checkbox off, the default wallet-feature and connect orders.
 *
 * Deviation: the spec's reference turns analytics on by default. Foyer
 * promises no call home by default, so `analytics` is **off** until the host
 * sets `features.analytics: true`.
 */
export const DEFAULT_FEATURES: Features = Object.freeze({
  ...DEFAULT_REMOTE_FEATURES,
  receive: true,
  send: true,
  analytics: false,
  legalCheckbox: false,
  walletFeaturesOrder: WALLET_FEATURES,
  connectMethodsOrder: CONNECT_METHODS,
});
