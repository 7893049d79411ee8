export { createFrameClient } from "./createFrameClient.js";
export type {
  FrameClient,
  FrameClientOptions,
  FrameStatus,
  NoticePayload,
  RequestArgs,
  RequestOptions,
} from "./frameClientTypes.js";
export { FRAME_ALLOW, FRAME_SANDBOX } from "./frameElement.js";
export type { OverlaySlot } from "./frameOverlay.js";
