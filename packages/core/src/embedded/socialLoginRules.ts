import type { SocialOption, SocialProvider } from "@foyer/protocol";
import { isSocialProvider } from "@foyer/protocol";
import { messages } from "../errors/messages.js";

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

/** What a callback URI from the popup means: go on to the frame, or the provider said no. */
export function socialCallbackOutcome(uri: string): { ok: true } | { ok: false; message: string } {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return { ok: false, message: messages.socialConnectionFailed };
  }
  // error= (access_denied, …): the provider did not start a login (SPEC §8).
  if (url.searchParams.has("error") || !url.searchParams.has("state")) {
    return { ok: false, message: messages.socialConnectionFailed };
  }
  return { ok: true };
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
