import type { SocialOption } from "@foyer/core";

/** How many providers show as buttons before "more" (the rest wait behind it). */
export const SOCIAL_BUTTONS_SHOWN = 3;

/**
 * The social buttons on screen: the first few, all when expanded. With one to spare there
 * is no "more": a toggle that reveals one button is a button of its own anyway.
 */
export function socialButtons(
  providers: readonly SocialOption[],
  expanded: boolean,
): { shown: SocialOption[]; hasMore: boolean } {
  if (providers.length <= SOCIAL_BUTTONS_SHOWN + 1)
    return { shown: [...providers], hasMore: false };
  return {
    shown: expanded ? [...providers] : providers.slice(0, SOCIAL_BUTTONS_SHOWN),
    hasMore: true,
  };
}
