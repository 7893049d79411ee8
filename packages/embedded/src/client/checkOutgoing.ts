import type { FrameError } from "@foyer/core";
import * as v from "valibot";
import { EVENT_SCHEMAS } from "../protocol/eventSchemas.js";
import { AppEvents, type AppEventType } from "../protocol/eventTypes.js";
import { classifyRpcMethod } from "../protocol/rpcMethods.js";
import { invalidRequestError, rpcNotAllowedError } from "./frameErrors.js";
import type { PendingKind } from "./pendingRequests.js";

export type OutgoingCheck =
  | { ok: true; payload: unknown; kind: PendingKind }
  | { ok: false; error: FrameError };

function methodOf(payload: unknown): unknown {
  return typeof payload === "object" && payload !== null && "method" in payload
    ? payload.method
    : undefined;
}

/**
 * Checks a request before it leaves the app: a disallowed RPC method fails
 * with behaviour §6's message (before the schema, which would only say "invalid"),
 * and every payload must pass the same schema the frame applies, so a bad
 * call fails here, with a stack pointing at the caller.
 */
export function checkOutgoing(type: AppEventType, payload: unknown): OutgoingCheck {
  let kind: PendingKind = "other";
  if (type === AppEvents.RPC_REQUEST) {
    const method = methodOf(payload);
    const rpcClass = typeof method === "string" ? classifyRpcMethod(method) : "disallowed";
    if (rpcClass === "disallowed") return { ok: false, error: rpcNotAllowedError(method) };
    kind = rpcClass === "safe" ? "safe-rpc" : "unsafe-rpc";
  }
  const schema: v.GenericSchema = EVENT_SCHEMAS[type].request;
  const checked = v.safeParse(schema, payload);
  if (!checked.success) {
    return { ok: false, error: invalidRequestError(type, v.summarize(checked.issues)) };
  }
  return { ok: true, payload: checked.output, kind };
}
