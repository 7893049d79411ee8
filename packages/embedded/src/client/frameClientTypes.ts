import type { Clock } from "@foyer/core";
import type { RequestInput, SuccessPayload } from "../protocol/eventSchemas.js";
import type { AppEventType, FrameNotices, FrameNoticeType } from "../protocol/eventTypes.js";
import type { FrameReadyMessage, FrameSessionUpdateMessage } from "../protocol/parse.js";
import type { OverlaySlot } from "./frameOverlay.js";

export interface FrameClientOptions {
  /** The page's document: the frame is appended to its body. */
  document: Document;
  /** The page's window: replies arrive as its "message" events. */
  window: Window;
  /** The provider host serving the frame, e.g. `https://wallet.example.com`. */
  frameOrigin: string;
  /** Path of the frame page on that origin (default `/`). */
  framePath?: string;
  projectId: string;
  /** The chain the frame starts on (default `eip155:1`). */
  chainId?: string | number;
  rpcUrl?: string;
  enableLogger?: boolean;
  clock: Clock;
  /** Request ids; random UUIDs unless a test pins them. */
  randomId?: () => string;
  /** Told about every message dropped by the origin, source or schema checks. */
  onIgnoredMessage?: (reason: string, data: unknown) => void;
}

export interface RequestOptions {
  /** Overrides the default: 120 s for login requests (behaviour §9), none otherwise. */
  timeoutMs?: number;
  /** Gives up on the request locally; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** A request's payload argument: optional exactly when the event may go without one. */
export type RequestArgs<T extends AppEventType> =
  undefined extends RequestInput<T>
    ? [payload?: RequestInput<T>, options?: RequestOptions]
    : [payload: RequestInput<T>, options?: RequestOptions];

export type FrameStatus = "loading" | "ready" | "failed" | "destroyed";

export type NoticePayload<T extends FrameNoticeType> = T extends typeof FrameNotices.READY
  ? FrameReadyMessage["payload"]
  : T extends typeof FrameNotices.SESSION_UPDATE
    ? FrameSessionUpdateMessage["payload"]
    : undefined;

export interface FrameClient {
  /** The hidden frame element (fixed id). */
  readonly element: HTMLIFrameElement;
  /** Resolves 500 ms after the frame's ready event; rejects with `iframe_load_failed` after 20 s without one. */
  readonly ready: Promise<void>;
  status(): FrameStatus;
  /** Sends a request once the frame is ready; resolves with its SUCCESS payload, rejects on ERROR. */
  request<T extends AppEventType>(type: T, ...args: RequestArgs<T>): Promise<SuccessPayload<T>>;
  /** Rejects open unsafe RPC calls ('Request was aborted') and other non-RPC requests ('Something went wrong'); safe reads continue. */
  abortRpc(): void;
  /** Sends sign-out; resolves on the reply or after 3 s, whichever is first. Never rejects. */
  signOut(): Promise<void>;
  /** Frame-initiated events (ready, session update, show, hide). Returns the unsubscribe. */
  onEvent<T extends FrameNoticeType>(
    type: T,
    listener: (payload: NoticePayload<T>) => void,
  ): () => void;
  /**
   * Whether the frame has something to show (approvals, key export). It is
   * on screen only while this is true and it has a slot to cover.
   */
  setVisible(visible: boolean): void;
  /** The element whose area the frame covers while visible (the modal's content); undefined: none. */
  setSlot(slot: OverlaySlot | undefined): void;
  /** Messages dropped by the origin, source or schema checks so far. */
  ignoredCount(): number;
  /** Removes the frame and the listener; open requests reject. */
  destroy(): void;
}
