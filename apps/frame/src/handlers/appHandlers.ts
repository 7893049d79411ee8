import { AppEvents } from "@foyer/embedded";
import type { FrameContext } from "./frameContext.js";
import type { AreaHandlers } from "./handlerMap.js";

type AppSyncRequest = typeof AppEvents.SYNC_THEME | typeof AppEvents.SYNC_DAPP_DATA;

/** What the app tells the frame about itself: its theme, name, icon and language. */
export function appHandlers({ deps, state }: FrameContext): AreaHandlers<AppSyncRequest> {
  return {
    [AppEvents.SYNC_THEME](message) {
      state.theme = message.payload;
      deps.applyTheme(state.theme);
      return undefined;
    },
    [AppEvents.SYNC_DAPP_DATA](message) {
      const { metadata, locale } = message.payload;
      state.dapp = {
        name: metadata?.name,
        url: metadata?.url,
        icon: metadata?.icons?.[0],
        locale,
      };
      // The screens follow once the locale's strings are in; a failed load keeps the last ones.
      if (locale) void deps.locale?.set(locale).catch(() => undefined);
      return undefined;
    },
  };
}
