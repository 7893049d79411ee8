import type { AppToFrameMessage } from "@foyer/embedded";

/** The app's request types, each answered by one handler. */
export type AppRequestType = AppToFrameMessage["type"];

/** Answers one request type: its SUCCESS payload, or a throw that becomes its ERROR. */
export type FrameHandler<K extends AppRequestType> = (
  message: Extract<AppToFrameMessage, { type: K }>,
  /** The sending app's origin, as the message gate accepted it. */
  origin: string | undefined,
) => unknown;

/** A handler for every request type: one left out is a compile error, not a runtime refusal. */
export type FrameHandlerMap = { [K in AppRequestType]: FrameHandler<K> };

/** One area's share of the map (login by email, the session, the chain, …). */
export type AreaHandlers<K extends AppRequestType> = Pick<FrameHandlerMap, K>;
