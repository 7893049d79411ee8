export { abandonsApproval } from "./approval/approvalEvents.js";
export { APPROVAL_TITLES, type ApprovalRequest } from "./approval/approvalRequest.js";
export { findAuthConnector } from "./authConnector.js";
export { isValidEmail } from "./email/email.js";
export type { FoyerEmail } from "./email/emailLogin.js";
export {
  assertEmailLoginAllowed,
  EMAIL_LOGIN_COOLDOWN_MS,
  emailLoginCooldown,
} from "./email/emailLoginCooldown.js";
export {
  checkEmailLoginStart,
  type EmailLoginStep,
  type EmailUpdateStep,
  embeddedErrorOutcome,
  stepForConnectAction,
  stepForUpdateAction,
} from "./email/emailLoginRules.js";
export { preloadEmailFlow } from "./email/lazyEmailFlow.js";
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
export type { FoyerFarcaster } from "./farcaster/farcasterLogin.js";
export { lazyEmbeddedWallet } from "./lazyEmbeddedWallet.js";
export { socialCallbackOutcome } from "./social/socialCallback.js";
export type { FoyerSocial } from "./social/socialLogin.js";
export {
  centredPopup,
  connectableSocials,
  SOCIAL_POPUP_POLL_MS,
  SOCIAL_POPUP_SIZE,
  type SocialLoginStep,
  socialButtonsOf,
} from "./social/socialLoginRules.js";
export type { SocialPopup, SocialPopups } from "./social/socialPopup.js";
