/**
 * Social login's strings (Connect's social buttons, the Account view's identity). They live
 * beside `en` rather than in it so they ship with those lazy chunks instead of the first
 * screen; a translation overrides them through `Messages.social`. The spec's error texts
 * ('Popup closed', …) come from core's catalogue through the store.
 */
export const socialEn = {
  socialProviderNames: {
    google: "Google",
    github: "GitHub",
    apple: "Apple",
    facebook: "Facebook",
    x: "X",
    discord: "Discord",
    farcaster: "Farcaster",
  },
  socialContinueWith: (provider: string) => `Log in with ${provider}`,
  socialMore: "More sign-in options",
  socialFewer: "Fewer sign-in options",
  socialWaiting: (provider: string) => `Finish signing in with ${provider} in the popup`,
  socialSignedInWith: (provider: string) => `Signed in with ${provider}`,
  // ConnectingFarcaster (its failure, 'Failed to connect to farcaster', is core's).
  farcasterPreparing: "Preparing your Farcaster sign-in link",
  farcasterQrLabel: "Sign In With Farcaster QR code",
  farcasterScan: "Scan with your Farcaster app, or open the link in it",
  farcasterOpenLink: "Open link",
  farcasterLink: "Sign-in link",
  farcasterConnecting: "Approved, opening your wallet",
} as const;

/** The social strings' shape; a translation provides the same keys. */
export type SocialMessages = {
  readonly [K in keyof typeof socialEn]: (typeof socialEn)[K] extends string
    ? string
    : (typeof socialEn)[K];
};
