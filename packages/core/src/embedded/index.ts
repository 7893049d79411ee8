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
  EmbeddedGetUserOptions,
  EmbeddedProvider,
  EmbeddedTheme,
  EmbeddedWallet,
  EmbeddedWalletUser,
  FrameSlot,
  KeyExportOutcome,
} from "./embeddedWallet.js";
export { lazyEmbeddedWallet } from "./lazyEmbeddedWallet.js";
