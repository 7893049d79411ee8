import type { SocialOption } from "@foyer/core";
import { preloadableView } from "../../modal/preloadableView.js";

const loadSection = () => import("./SocialSection.js");

/**
 * Connect's social buttons: a chunk of its own, so only pages with social login
 * load it. Such a page loads it at idle with the dialog (`warmUpConnectView`), and
 * Connect then renders the buttons in its first frame instead of growing by a row
 * after it.
 */
export const SocialSectionView = preloadableView(() => loadSection().then((m) => m.SocialSection));

/**
 * At idle, on a page whose Connect view shows social buttons: the section's chunk, and
 * the marks of its first buttons decoded (see `decodeShownMarks`); `hold` keeps those
 * images alive until the warm-up is cancelled.
 */
export function warmUpSocialSection(
  providers: readonly SocialOption[],
  hold: HTMLImageElement[],
): Promise<unknown> {
  return loadSection().then((section) => {
    hold.push(...section.decodeShownMarks(providers));
    return SocialSectionView.preload();
  });
}
