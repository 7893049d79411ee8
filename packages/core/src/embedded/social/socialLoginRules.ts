import type { SocialOption, SocialProvider } from "@foyer/protocol";
import { isSocialOption, isSocialProvider } from "@foyer/protocol";

/** Behaviour §2: social login opens a 600x800 popup. */
export const SOCIAL_POPUP_SIZE = { width: 600, height: 800 } as const;

/** Behaviour §4: social popup closure is polled every 1 s. */
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

/** The six OAuth providers among the enabled socials, in the remote config's order (popup logins). */
export function connectableSocials(socials: readonly SocialOption[]): SocialProvider[] {
  return socials.filter(isSocialProvider);
}

/**
 * The Connect view's social buttons, in the remote config's order: the OAuth providers (a
 * popup) and Farcaster (ConnectingFarcaster, a QR code for the Farcaster app).
 */
export function socialButtonsOf(socials: readonly SocialOption[]): SocialOption[] {
  return socials.filter(isSocialOption);
}

export type SocialLoginStep = "idle" | "connecting";
