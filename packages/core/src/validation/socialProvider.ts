/** SPEC §5: the social logins of the embedded wallet. Farcaster has its own flow. */
export const SOCIAL_PROVIDERS = ["google", "github", "apple", "facebook", "x", "discord"] as const;

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** SPEC §5: a social provider is one of {@link SOCIAL_PROVIDERS}, spelled exactly. */
export function isSocialProvider(value: unknown): value is SocialProvider {
  return SOCIAL_PROVIDERS.some((provider) => provider === value);
}
