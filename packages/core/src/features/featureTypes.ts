import type { RemoteFeatures, SocialOption } from "@foyer/protocol";

export {
  type RemoteFeatures,
  SOCIAL_OPTIONS,
  type SocialOption,
} from "@foyer/protocol";

/** Account-view actions, in the default order of behaviour §9. */
export const WALLET_FEATURES = ["onramp", "swaps", "receive", "send"] as const;
export type WalletFeature = (typeof WALLET_FEATURES)[number];

/** Connect-view sections, in the default order of behaviour §9. */
export const CONNECT_METHODS = ["email", "social", "wallet"] as const;
export type ConnectMethod = (typeof CONNECT_METHODS)[number];

/** The resolved features of an instance (behaviour §3, §9). */
export interface Features extends RemoteFeatures {
  receive: boolean;
  send: boolean;
  /** Whether usage events are sent. Off by default in Foyer; see `DEFAULT_FEATURES`. */
  analytics: boolean;
  legalCheckbox: boolean;
  walletFeaturesOrder: readonly WalletFeature[];
  connectMethodsOrder: readonly ConnectMethod[];
}

/**
 * What the host may set in `createFoyer({ features })`. `socials: false` is
 * accepted as "no social buttons". Orders may list a subset; the rest follow
 * in default order.
 */
export type FeatureOptions = Partial<Omit<Features, "socials">> & {
  socials?: readonly SocialOption[] | false;
};
