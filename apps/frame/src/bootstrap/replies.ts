import {
  type AppToFrameMessage,
  errorTypeOf,
  FRAME_PROTOCOL_VERSION,
  FrameNotices,
  successTypeOf,
} from "@foyer/embedded";
import type { HandlerResult } from "../handlers/handlerTypes.js";

export interface OutgoingEnvelope {
  type: string;
  id?: string;
  payload?: unknown;
}

/** The SUCCESS or ERROR envelope answering `message`, carrying its id. */
export function replyTo(message: AppToFrameMessage, result: HandlerResult): OutgoingEnvelope {
  const envelope: OutgoingEnvelope = result.ok
    ? { type: successTypeOf(message.type) }
    : {
        type: errorTypeOf(message.type),
        payload: {
          message: result.message,
          ...(result.code === undefined ? {} : { code: result.code }),
          ...(result.refusal === undefined ? {} : { refusal: result.refusal }),
        },
      };
  if (message.id !== undefined) envelope.id = message.id;
  if (result.ok && result.payload !== undefined) envelope.payload = result.payload;
  return envelope;
}

export function readyNotice(): OutgoingEnvelope {
  return { type: FrameNotices.READY, payload: { version: FRAME_PROTOCOL_VERSION } };
}
