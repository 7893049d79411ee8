import * as v from "valibot";
import { EnvelopeSchema } from "./envelope.js";
import {
  ErrorPayloadSchema,
  EVENT_SCHEMAS,
  ReadyPayloadSchema,
  type RequestPayload,
  SessionUpdatePayloadSchema,
  type SuccessPayload,
} from "./eventSchemas.js";
import {
  AppEvents,
  type AppEventType,
  type ErrorType,
  errorTypeOf,
  FrameNotices,
  type SuccessType,
  successTypeOf,
} from "./eventTypes.js";
import { NoPayload } from "./fieldSchemas.js";

/** A request the frame may act on: its payload passed the schema. */
export type AppToFrameMessage = {
  [T in AppEventType]: { type: T; id?: string; payload: RequestPayload<T> };
}[AppEventType];

export type FrameSuccessMessage = {
  [T in AppEventType]: {
    kind: "success";
    type: SuccessType<T>;
    request: T;
    id?: string;
    payload: SuccessPayload<T>;
  };
}[AppEventType];

export type FrameErrorMessage = {
  [T in AppEventType]: {
    kind: "error";
    type: ErrorType<T>;
    request: T;
    id?: string;
    payload:
      | { message?: string | undefined; code?: number | undefined; refusal?: string | undefined }
      | undefined;
  };
}[AppEventType];

export interface FrameReadyMessage {
  kind: "notice";
  type: typeof FrameNotices.READY;
  id?: string;
  payload: { version: number | string };
}

export interface FrameSessionUpdateMessage {
  kind: "notice";
  type: typeof FrameNotices.SESSION_UPDATE;
  id?: string;
  payload: { token: string };
}

/** The frame asks to be shown over the page, or hidden again. */
export interface FrameVisibilityMessage {
  kind: "notice";
  type: typeof FrameNotices.SHOW | typeof FrameNotices.HIDE;
  id?: string;
  payload: undefined;
}

export type FrameNoticeMessage =
  | FrameReadyMessage
  | FrameSessionUpdateMessage
  | FrameVisibilityMessage;

/** Anything the app may act on from the frame, tagged by kind. */
export type FrameToAppMessage = FrameSuccessMessage | FrameErrorMessage | FrameNoticeMessage;

/**
 * A parse outcome. A rejection keeps the id when the envelope had a valid
 * one, so the frame can still answer a malformed request with an ERROR.
 */
export type ParseResult<M> =
  | { ok: true; message: M }
  | { ok: false; reason: string; id?: string | undefined };

function describe(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join("; ");
}

type FrameEntry =
  | { kind: "success" | "error"; request: AppEventType; schema: v.GenericSchema }
  | { kind: "notice"; schema: v.GenericSchema };

/** Lookup tables built once from the event table; read-only after that. */
const APP_TYPES: ReadonlySet<string> = new Set<string>(Object.values(AppEvents));

const FRAME_TYPES: ReadonlyMap<string, FrameEntry> = new Map<string, FrameEntry>([
  ...Object.values(AppEvents).flatMap((request): [string, FrameEntry][] => [
    [successTypeOf(request), { kind: "success", request, schema: EVENT_SCHEMAS[request].success }],
    [errorTypeOf(request), { kind: "error", request, schema: ErrorPayloadSchema }],
  ]),
  [FrameNotices.READY, { kind: "notice", schema: ReadyPayloadSchema }],
  [FrameNotices.SESSION_UPDATE, { kind: "notice", schema: SessionUpdatePayloadSchema }],
  [FrameNotices.SHOW, { kind: "notice", schema: NoPayload }],
  [FrameNotices.HIDE, { kind: "notice", schema: NoPayload }],
]);

function isAppEventType(type: string): type is AppEventType {
  return APP_TYPES.has(type);
}

/**
 * Checks a message the app posted (the frame side's entry point). Unknown
 * types and payloads failing their schema are rejected (behaviour §5 "frame events
 * failing the schema are rejected").
 */
export function parseAppToFrame(data: unknown): ParseResult<AppToFrameMessage> {
  const envelope = v.safeParse(EnvelopeSchema, data);
  if (!envelope.success) return { ok: false, reason: `bad envelope: ${describe(envelope.issues)}` };
  const { type, id, payload } = envelope.output;
  if (!isAppEventType(type)) return { ok: false, reason: `unknown app event: ${type}`, id };
  const checked = v.safeParse(EVENT_SCHEMAS[type].request, payload);
  if (!checked.success) {
    return { ok: false, reason: `bad payload for ${type}: ${describe(checked.issues)}`, id };
  }
  // The schema for `type` accepted the payload, so the pair is one union member.
  const message = { type, id, payload: checked.output } as AppToFrameMessage;
  return { ok: true, message };
}

/**
 * Checks a message the frame posted (the app side's entry point): replies,
 * ready and session updates. Everything else is rejected.
 */
export function parseFrameToApp(data: unknown): ParseResult<FrameToAppMessage> {
  const envelope = v.safeParse(EnvelopeSchema, data);
  if (!envelope.success) return { ok: false, reason: `bad envelope: ${describe(envelope.issues)}` };
  const { type, id, payload } = envelope.output;
  const entry = FRAME_TYPES.get(type);
  if (!entry) return { ok: false, reason: `unknown frame event: ${type}`, id };
  const checked = v.safeParse(entry.schema, payload);
  if (!checked.success) {
    return { ok: false, reason: `bad payload for ${type}: ${describe(checked.issues)}`, id };
  }
  // Each table row pairs a type with its own schema, so these casts only
  // restate what the lookup established.
  const message =
    entry.kind === "notice"
      ? ({ kind: "notice", type, id, payload: checked.output } as FrameNoticeMessage)
      : ({ kind: entry.kind, type, request: entry.request, id, payload: checked.output } as
          | FrameSuccessMessage
          | FrameErrorMessage);
  return { ok: true, message };
}
