import type { SocialOption } from "@foyer/protocol";

/**
 * The operator's words for each feature. A feature without an entry (a new remote feature)
 * shows under its own name until it gets one.
 */
export const FEATURE_LABELS: Readonly<Record<string, string>> = {
  email: "Email login",
  passkey: "Passkey login",
  socials: "Social logins",
  swaps: "Swaps",
  onramp: "Buy crypto",
  activity: "Activity",
  reownBranding: "Footer branding",
  multiWallet: "Several wallets",
  analytics: "Analytics and error reports",
};

export const SOCIAL_LABELS: Readonly<Record<SocialOption, string>> = {
  google: "Google",
  x: "X",
  discord: "Discord",
  farcaster: "Farcaster",
  github: "GitHub",
  apple: "Apple",
  facebook: "Facebook",
};

export function featureLabel(name: string): string {
  return FEATURE_LABELS[name] ?? name;
}
