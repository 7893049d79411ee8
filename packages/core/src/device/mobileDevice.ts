/**
 * What the mobile check reads of the browser; core has no DOM types, and
 * outside a browser (tests, server rendering) there is nothing to read.
 */
export interface DeviceSource {
  navigator?: {
    /** User-agent client hints (Chromium): `mobile` is the browser's own word. */
    userAgentData?: { mobile?: boolean };
    userAgent?: string;
    maxTouchPoints?: number;
  };
  innerWidth?: number;
  matchMedia?: (query: string) => { matches: boolean };
}

/** Phones and tablets name themselves in the user agent; `Mobi` is the convention for the rest. */
const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|webOS|BlackBerry|IEMobile|Opera Mini|Mobi/i;

/** The widest viewport a touch-only device is taken for a phone or tablet in. */
export const MOBILE_MAX_WIDTH_PX = 1024;

/**
 * Whether the page runs on a phone or tablet, where wallets are apps opened
 * by deep link rather than a QR code scanned from another screen:
 * - the user-agent client hints' `mobile` when the browser sends them true;
 * - else a mobile user agent (iPadOS, which names itself a Mac, by its touch points);
 * - else a touch-first pointer (`pointer: coarse`) on a viewport no wider
 *   than {@link MOBILE_MAX_WIDTH_PX}: a touch laptop has a fine pointer too.
 *
 * @example isMobileDevice({ navigator: { userAgent: "… iPhone …" } }) // true
 */
export function isMobileDevice(
  source: DeviceSource | undefined = globalThis as DeviceSource,
): boolean {
  const nav = source?.navigator;
  if (!nav) return false;
  if (nav.userAgentData?.mobile === true) return true;
  const agent = nav.userAgent ?? "";
  if (MOBILE_USER_AGENT.test(agent)) return true;
  const touchPoints = nav.maxTouchPoints ?? 0;
  if (/Macintosh/.test(agent) && touchPoints > 1) return true;
  const coarse = source.matchMedia?.("(pointer: coarse)").matches ?? false;
  const width = source.innerWidth ?? Number.POSITIVE_INFINITY;
  return touchPoints > 0 && coarse && width <= MOBILE_MAX_WIDTH_PX;
}
