/**
 * The social login popup as core drives it (behaviour §2: 600x800). Only types: core has no DOM;
 * `@foyer/embedded`'s `createSocialPopups` implements it over `window.open` and `postMessage`,
 * tests hand in a scripted fake.
 */
export interface SocialPopup {
  /** Sends the popup to the provider's authorization page. */
  navigate(url: string): void;
  isClosed(): boolean;
  close(): void;
  /**
   * Calls back with the callback URI the provider server's page posts from this popup —
   * only from the server's origin and this popup's window; anything else is ignored.
   */
  onCallback(listener: (uri: string) => void): () => void;
}

export interface SocialPopups {
  /**
   * Opens an empty popup of this size, centred on the app's window. Must run inside the
   * click that asked for it (browsers block popups opened later); undefined when blocked.
   */
  open(size: { width: number; height: number }): SocialPopup | undefined;
}
