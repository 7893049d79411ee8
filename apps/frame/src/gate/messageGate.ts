import { type AppToFrameMessage, parseAppToFrame } from "@foyer/embedded";
import { isAllowedOrigin } from "./origins.js";

/** The parts of a MessageEvent the gate looks at. */
export interface IncomingMessage {
  data: unknown;
  origin: string;
  source: unknown;
}

export type GateResult =
  | { accepted: true; message: AppToFrameMessage; origin: string }
  | { accepted: false; reason: "foreign source" | "foreign origin" | "invalid message" };

/**
 * The frame's one entry point for app messages: the sender must be the window
 * that embeds the frame, its origin must be allowed for the project, and the
 * message must pass its schema (behaviour §5 "frame events failing the schema are
 * rejected"). Anything else is dropped without a reply: a reply to a foreign
 * origin would leak that the frame exists and what it accepts, and the app
 * client already checks what it sends, so a schema failure is a bug or an
 * attack, never a user mistake.
 */
export function gateMessage(
  event: IncomingMessage,
  parent: unknown,
  allowed: ReadonlySet<string>,
): GateResult {
  if (event.source === null || event.source !== parent) {
    return { accepted: false, reason: "foreign source" };
  }
  if (!isAllowedOrigin(event.origin, allowed)) return { accepted: false, reason: "foreign origin" };
  const parsed = parseAppToFrame(event.data);
  if (!parsed.ok) return { accepted: false, reason: "invalid message" };
  return { accepted: true, message: parsed.message, origin: event.origin };
}
