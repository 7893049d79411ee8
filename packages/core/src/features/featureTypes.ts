import type { SocialProvider } from "../validation/socialProvider.js";

/** A social button: the six social logins plus Farcaster, which has its own flow (SPEC §9). */
export type SocialOption = SocialProvider | "farcaster";

/** Every social option, in the default order of SPEC §9. */
export const SOCIAL_OPTIONS: readonly SocialOption[] = Object.freeze([
  "google",
  "x",
  "discord",
  "farcaster",
  "github",
  "apple",
  "facebook",
]);

/** Account-view actions, in the default order of SPEC §9. */
export const WALLET_FEATURES = ["onramp", "swaps", "receive", "send"] as const;
export type WalletFeature = (typeof WALLET_FEATURES)[number];

/** Connect-view sections, in the default order of SPEC §9. */
export const CONNECT_METHODS = ["email", "social", "wallet"] as const;
export type ConnectMethod = (typeof CONNECT_METHODS)[number];

/**
 * The flags the server's `GET /appkit/v1/config` answers with (SPEC §3, §7).
 * `socials` lists the enabled social buttons in display order; empty means none.
 */
export interface RemoteFeatures {
  email: boolean;
  socials: readonly SocialOption[];
  swaps: boolean;
  onramp: boolean;
  activity: boolean;
  reownBranding: boolean;
  multiWallet: boolean;
}

/** The resolved features of an instance (SPEC §3, §9). */
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
