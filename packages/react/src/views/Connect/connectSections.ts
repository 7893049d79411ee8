import type { ConnectMethod, Features } from "@foyer/core";
import { socialButtonsOf } from "@foyer/core/internal";

/**
 * The Connect view's sections in the host's order (behaviour §9 "connect order
 * email, social, wallet"): a section shows when its feature is on and this
 * build can render it. Email and social need the embedded wallet, which
 * arrives later, so until then `renderable` is just the wallet list: a
 * disabled "coming soon" button would be a dead end for the user.
 */
export function connectSections(
  features: Pick<Features, "connectMethodsOrder" | "email" | "socials">,
  renderable: readonly ConnectMethod[],
): ConnectMethod[] {
  const enabled: Record<ConnectMethod, boolean> = {
    email: features.email,
    social: socialButtonsOf(features.socials).length > 0,
    wallet: true,
  };
  return features.connectMethodsOrder.filter(
    (method) => enabled[method] && renderable.includes(method),
  );
}
