import { preloadableView } from "../../modal/preloadableView.js";

/**
 * Connect's social buttons: a chunk of its own, so only pages with social login
 * load it. Such a page loads it at idle with the dialog (`warmUpConnectView`), and
 * Connect then renders the buttons in its first frame instead of growing by a row
 * after it.
 */
export const SocialSectionView = preloadableView(() =>
  import("./SocialSection.js").then((m) => m.SocialSection),
);
