import type { SocialOption, SocialProvider } from "@foyer/protocol";
import { isSocialProvider } from "@foyer/protocol";

/** SPEC §2: social login opens a 600x800 popup. */
export const SOCIAL_POPUP_SIZE = { width: 600, height: 800 } as const;

/** SPEC §4: social popup closure is polled every 1 s. */
export const SOCIAL_POPUP_POLL_MS = 1_000;

/** Where a popup of `size` sits centred on the app's window (screen coordinates). */
export function centredPopup(
  host: { screenX: number; screenY: number; outerWidth: number; outerHeight: number },
  size: { width: number; height: number } = SOCIAL_POPUP_SIZE,
): { left: number; top: number; width: number; height: number } {
  return {
    left: Math.round(host.screenX + (host.outerWidth - size.width) / 2),
    top: Math.round(host.screenY + (host.outerHeight - size.height) / 2),
    width: size.width,
    height: size.height,
  };
}

/**
 * The social buttons the Connect view offers, in the remote config's order: the six OAuth
 * providers. Farcaster has its own flow (ConnectingFarcaster), not built yet, so it is left
 * out until it works rather than shown as a button that cannot log in.
 */
export function connectableSocials(socials: readonly SocialOption[]): SocialProvider[] {
  return socials.filter(isSocialProvider);
}

export type SocialLoginStep = "idle" | "connecting";
