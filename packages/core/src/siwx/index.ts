export {
  formatSiwxMessage,
  SIWX_ERROR_CODES,
  type SiwxErrorCode,
  type SiwxServerSession,
  siwxCreateSessionRoute,
  siwxNonceRoute,
  siwxRevokeRoute,
  siwxSessionsRoute,
} from "@foyer/protocol";
export { buildSiwxMessage, messageData, type SiwxMessageFields } from "./buildMessage.js";
export {
  type SiweConfig,
  type SiweCreateMessageArgs,
  type SiweSession,
  siwxFromSiweConfig,
} from "./legacySiwe.js";
export { createLocalSiwx, LOCAL_SIWX_STORAGE_KEY, type LocalSiwxOptions } from "./localSiwx.js";
export { randomNonce } from "./nonce.js";
export { usesOneClickAuth } from "./oneClickAuth.js";
export { createSiwxServerApi, type SiwxServerApi, type SiwxServerApiOptions } from "./serverApi.js";
export { createServerSiwx, SERVER_SIWX_STORAGE_KEY, type ServerSiwxOptions } from "./serverSiwx.js";
export { isSessionValid } from "./sessionValidity.js";
export type {
  SiwxCheckResult,
  SiwxState,
  SiwxStatus,
} from "./signInFlow.js";
export { assertSingleSiwxOption, type SiwxOptionsInput } from "./siwxOptions.js";
export type {
  SiwxConfig,
  SiwxConnectFields,
  SiwxMessage,
  SiwxMessageData,
  SiwxMessageInput,
  SiwxSession,
} from "./types.js";
export { assertValidSiwxMessage, isIsoDateTime } from "./validateMessage.js";
