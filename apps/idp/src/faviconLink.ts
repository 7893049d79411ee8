/** The Foyer mark, the demo's favicon. */
const FOYER_MARK =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="24" fill="#1E1B4B"/><path d="M31 78V45a19 19 0 0 1 38 0v33z" fill="#FBBF24"/><path d="M41 78V50a9 9 0 0 1 18 0v28z" fill="#F59E0B"/><path d="M20 80h60" stroke="#F8FAFC" stroke-width="4" stroke-linecap="round"/></svg>';

/**
 * The icon of the stand-ins' pages (sign-in, the Farcaster link, the index), inline:
 * without a `<link rel="icon">` a browser asks for /favicon.ico and logs a
 * 404 in the social login popup.
 */
export const FAVICON_LINK = `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(FOYER_MARK)}">`;
