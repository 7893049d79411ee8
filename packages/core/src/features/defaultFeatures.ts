import {
  CONNECT_METHODS,
  type Features,
  type RemoteFeatures,
  SOCIAL_OPTIONS,
  WALLET_FEATURES,
} from "./featureTypes.js";

/** SPEC §9 default remote features, used for any key the server does not answer validly. */
export const DEFAULT_REMOTE_FEATURES: RemoteFeatures = Object.freeze({
  email: true,
  socials: SOCIAL_OPTIONS,
  swaps: true,
  onramp: true,
  activity: true,
  reownBranding: true,
  multiWallet: false,
});

/**
 * SPEC §9 default features: the remote defaults, receive and send on, legal
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
