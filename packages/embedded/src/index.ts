/**
 * @foyer/embedded: the embedded-wallet frame protocol (envelope, event names,
 * schemas, RPC method classes) shared by the app and the frame, and the
 * app-side frame client.
 */
export * from "./client/index.js";
export {
  buildFrameUrl,
  FRAME_DEFAULT_CHAIN_ID,
  FRAME_ELEMENT_ID,
  FRAME_LOGIN_REQUEST_TIMEOUT_MS,
  FRAME_PROTOCOL_VERSION,
  FRAME_READY_DELAY_MS,
  FRAME_READY_TIMEOUT_MS,
  FRAME_SIGN_OUT_WAIT_MS,
  type FrameUrlOptions,
  frameOriginOf,
} from "./frameUrl.js";
export * from "./protocol/index.js";
// Social login's popup (window.open + the callback page's postMessage).
export { createSocialPopups, type SocialPopupsOptions } from "./social/socialPopups.js";
// The EmbeddedWallet core drives, and its EIP-1193 provider.
export * from "./wallet/index.js";
