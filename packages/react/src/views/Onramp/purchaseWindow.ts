import type { PurchaseWindow } from "@foyer/core/internal";

/**
 * Opens the provider's window now, at the click (a window opened after the URL arrives would
 * be blocked as a popup), blank until the checkout URL is known. The new window gets no
 * handle on this page. Undefined when the browser blocked it.
 */
export function openPurchaseWindow(): PurchaseWindow | undefined {
  const popup = window.open("", "foyer-onramp", "popup,width=480,height=760");
  if (!popup) return undefined;
  try {
    popup.opener = null;
  } catch {
    // Some browsers make it read-only; the checkout is another origin either way.
  }
  return {
    show: (url) => popup.location.replace(url),
    close: () => popup.close(),
    closed: () => popup.closed,
  };
}

/** The buyer's IANA time zone, for the providers' regional rules. */
export function buyerTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
