export { buildSiwxMessage, messageData, type SiwxMessageFields } from "./buildMessage.js";
export {
  type SiweConfig,
  type SiweCreateMessageArgs,
  type SiweSession,
  siwxFromSiweConfig,
} from "./legacySiwe.js";
export { createLocalSiwx, LOCAL_SIWX_STORAGE_KEY, type LocalSiwxOptions } from "./localSiwx.js";
export { formatSiwxMessage } from "./messageText.js";
export { randomNonce } from "./nonce.js";
export { usesOneClickAuth } from "./oneClickAuth.js";
export { createSiwxServerApi, type SiwxServerApi, type SiwxServerApiOptions } from "./serverApi.js";
export {
  SIWX_ERROR_CODES,
  SIWX_ROUTES,
  type SiwxCreateSessionRequest,
  type SiwxCreateSessionResponse,
  type SiwxErrorBody,
  type SiwxErrorCode,
  type SiwxNonceResponse,
  type SiwxRevokeRequest,
  type SiwxServerSession,
  type SiwxSessionsResponse,
} from "./serverContract.js";
export { createServerSiwx, SERVER_SIWX_STORAGE_KEY, type ServerSiwxOptions } from "./serverSiwx.js";
export { isSessionValid } from "./sessionValidity.js";
export type {
  SiwxCheckResult,
  SiwxState,
  SiwxStatus,
} from "./signInFlow.js";
export type {
  SiwxConfig,
  SiwxConnectFields,
  SiwxMessage,
  SiwxMessageData,
  SiwxMessageInput,
  SiwxSession,
} from "./types.js";
export { assertValidSiwxMessage, isIsoDateTime } from "./validateMessage.js";
