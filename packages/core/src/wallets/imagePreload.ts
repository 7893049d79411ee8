import type { Clock } from "../effects/clock.js";

/** Behaviour §9: an image that has not loaded in 2 s is given up on. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000;

/**
 * Loads one image, e.g. by creating an `Image` in the browser. The core has
 * no DOM, so the host hands this in; it settles when the image is ready.
 */
export type ImageLoader = (url: string) => Promise<unknown>;

/**
 * Preloads an image, resolving true when loaded and false on failure or
 * after 2 s, so one slow image never holds back a wallet page.
 */
export function preloadImage(
  loader: ImageLoader,
  clock: Clock,
  url: string,
  timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS,
): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = clock.setTimeout(() => resolve(false), timeoutMs);
    const settle = (loaded: boolean) => {
      clock.clearTimeout(timer);
      resolve(loaded);
    };
    let loading: Promise<unknown>;
    try {
      loading = loader(url);
    } catch {
      settle(false);
      return;
    }
    loading.then(
      () => settle(true),
      () => settle(false),
    );
  });
}
