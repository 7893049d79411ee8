/**
 * @foyer/embedded: the embedded-wallet frame protocol (envelope, event names,
 * schemas, RPC method classes) shared by the app and the frame, and the
 * app-side frame client.
 */
export * from "./client/index.js";
// The frame's timings, element id, protocol version and default chain.
export * from "./frameConstants.js";
export { buildFrameUrl, type FrameUrlOptions, frameOriginOf } from "./frameUrl.js";
export * from "./protocol/index.js";
// Social login's popup (window.open + the callback page's postMessage).
export { createSocialPopups, type SocialPopupsOptions } from "./social/socialPopups.js";
// The EmbeddedWallet core drives, and its EIP-1193 provider.
export * from "./wallet/index.js";
