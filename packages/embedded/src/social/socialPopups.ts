import type { SocialPopups } from "@foyer/core";
import { centredPopup, type SocialPopup } from "@foyer/core/internal";

export interface SocialPopupsOptions {
  window: Window;
  /** The provider server: its callback page is the only sender the popup listens to. */
  serverUrl: string;
  /** Reports a message that claimed to be a callback and was refused (wrong origin or window). */
  onIgnoredMessage?: (reason: string) => void;
}

/** The window name: a second login reuses the same popup instead of stacking them. */
const POPUP_NAME = "foyer-social-login";

/**
 * Social login's popup over `window.open` (behaviour §2: 600x800, centred on the app's window).
 * The provider server's callback page posts `{ type, uri }` to this app's origin; it is
 * accepted only from the server's origin and from the popup's own window.
 */
export function createSocialPopups(options: SocialPopupsOptions): SocialPopups {
  const host = options.window;
  const serverOrigin = new URL(options.serverUrl).origin;
  return {
    open(size): SocialPopup | undefined {
      const at = centredPopup(
        {
          screenX: host.screenX,
          screenY: host.screenY,
          outerWidth: host.outerWidth,
          outerHeight: host.outerHeight,
        },
        size,
      );
      // No noopener: the callback page answers through window.opener.
      const popup = host.open(
        "about:blank",
        POPUP_NAME,
        `popup=yes,width=${at.width},height=${at.height},left=${at.left},top=${at.top}`,
      );
      if (!popup) return undefined;
      return {
        navigate: (url) => popup.location.replace(url),
        isClosed: () => popup.closed,
        close: () => popup.close(),
        onCallback(listener) {
          // The listener's checks load on first use: the click only needs window.open.
          let stop: (() => void) | undefined;
          let stopped = false;
          void import("./callbackListener.js").then(({ listenForCallback }) => {
            if (!stopped) stop = listenForCallback({ ...options, serverOrigin, popup }, listener);
          });
          return () => {
            stopped = true;
            stop?.();
          };
        },
      };
    },
  };
}
