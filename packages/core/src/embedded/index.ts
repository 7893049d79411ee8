export { abandonsApproval } from "./approvalEvents.js";
export { APPROVAL_TITLES, type ApprovalRequest } from "./approvalRequest.js";
export { findAuthConnector } from "./authConnector.js";
export { isValidEmail } from "./email.js";
export type { FoyerEmail } from "./emailLogin.js";
export {
  assertEmailLoginAllowed,
  EMAIL_LOGIN_COOLDOWN_MS,
  emailLoginCooldown,
} from "./emailLoginCooldown.js";
export {
  checkEmailLoginStart,
  type EmailLoginStep,
  type EmailUpdateStep,
  embeddedErrorOutcome,
  stepForConnectAction,
  stepForUpdateAction,
} from "./emailLoginRules.js";
export { FRAME_SIGN_OUT_WAIT_MS } from "./embeddedConstants.js";
export type { EmbeddedState, KeyExportState } from "./embeddedState.js";
export type {
  ApprovalEvent,
  EmailConnectAction,
  EmailUpdateAction,
  EmbeddedAppData,
  EmbeddedConnectSocialOptions,
  EmbeddedGetUserOptions,
  EmbeddedProvider,
  EmbeddedSocialUser,
  EmbeddedTheme,
  EmbeddedWallet,
  EmbeddedWalletUser,
  FrameSlot,
  KeyExportOutcome,
} from "./embeddedWallet.js";
export type { FoyerFarcaster } from "./farcasterLogin.js";
export { lazyEmbeddedWallet } from "./lazyEmbeddedWallet.js";
export { socialCallbackOutcome } from "./socialCallback.js";
export type { FoyerSocial } from "./socialLogin.js";
export {
  centredPopup,
  connectableSocials,
  SOCIAL_POPUP_POLL_MS,
  SOCIAL_POPUP_SIZE,
  type SocialLoginStep,
  socialButtonsOf,
} from "./socialLoginRules.js";
export type { SocialPopup, SocialPopups } from "./socialPopup.js";
