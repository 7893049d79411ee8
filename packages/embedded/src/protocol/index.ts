export {
  fromWireAccountType,
  toWireAccountType,
  WIRE_ACCOUNT_TYPES,
  type WireAccountType,
  WireAccountTypeSchema,
} from "./accountType.js";
export { APPROVAL_REQUEST_OF } from "./approvalRequests.js";
export { type Envelope, EnvelopeSchema } from "./envelope.js";
export { EOA_REFUSALS, type EoaRefusal, eoaRefusal } from "./eoaRefusals.js";
export {
  type ErrorPayload,
  ErrorPayloadSchema,
  EVENT_SCHEMAS,
  isLoginEvent,
  LOGIN_EVENTS,
  ReadyPayloadSchema,
  type RequestInput,
  type RequestPayload,
  SessionUpdatePayloadSchema,
  type SuccessPayload,
} from "./eventSchemas.js";
export {
  type AppEventName,
  AppEvents,
  type AppEventType,
  type ErrorType,
  errorTypeOf,
  FrameEvents,
  type FrameEventType,
  FrameNotices,
  type FrameNoticeType,
  type SuccessType,
  successTypeOf,
} from "./eventTypes.js";
export {
  ChainIdSchema,
  EmailSchema,
  MessageIdSchema,
  OtpSchema,
  SiwxMessageSchema,
} from "./fieldSchemas.js";
export {
  type AppToFrameMessage,
  type FrameErrorMessage,
  type FrameNoticeMessage,
  type FrameReadyMessage,
  type FrameSessionUpdateMessage,
  type FrameSuccessMessage,
  type FrameToAppMessage,
  type FrameVisibilityMessage,
  type ParseResult,
  parseAppToFrame,
  parseFrameToApp,
} from "./parse.js";
export {
  classifyRpcMethod,
  DISALLOWED_RPC,
  isRpcMethod,
  type RpcMethod,
  type RpcMethodClass,
  SAFE_METHODS,
  type SafeMethod,
  UNSAFE_METHODS,
  type UnsafeMethod,
} from "./rpcMethods.js";
export { type RpcRequest, RpcRequestSchema } from "./rpcRequestSchema.js";
