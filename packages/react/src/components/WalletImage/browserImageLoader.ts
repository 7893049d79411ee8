import { ApiError } from "@foyer/core";
import { foyerMessages } from "@foyer/core/internal";

/**
 * An image loader for core's wallet-image preload (`server.imageLoader`):
 * settles when the browser has the image, so core can give up on it after
 * its 2 s timeout (behaviour §9) without holding the list back.
 */
export function browserImageLoader(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () =>
      reject(
        new ApiError(foyerMessages.imageUnavailable, {
          code: "IMAGE_UNAVAILABLE",
          details: { url },
        }),
      );
    image.src = url;
  });
}
