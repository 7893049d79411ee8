import * as v from "valibot";
import { MessageIdSchema } from "./fieldSchemas.js";

/**
 * Every message on the channel, either way (behaviour §3 "Frame message envelope"):
 * a type, an id that pairs a reply with its request, and a payload.
 */
export interface Envelope<Type extends string = string, Payload = unknown> {
  type: Type;
  id?: string;
  payload?: Payload;
}

/** The outer shape only; the payload is checked against the type's own schema next. */
export const EnvelopeSchema = v.object({
  type: v.pipe(v.string(), v.startsWith("@foyer/")),
  id: v.optional(MessageIdSchema),
  payload: v.optional(v.unknown()),
});
