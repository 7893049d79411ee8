/**
 * Social login's contract between the provider server's OAuth callback page and the app
 * that opened the popup: the page posts `{ type: SOCIAL_CALLBACK_MESSAGE, uri }` to the
 * app's origin (one in the project's allow-list, never `*`); `uri` is the callback URL
 * with the provider's `code`/`state` (or `error`), which the app hands to the frame.
 */
export const SOCIAL_CALLBACK_PATH = "/auth/v1/embedded/social/callback";
export const SOCIAL_CALLBACK_MESSAGE = "@foyer/social-callback";
