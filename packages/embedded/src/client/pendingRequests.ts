import type { Clock, FrameError, TimerHandle } from "@foyer/core";
import type { AppEventType } from "../protocol/eventTypes.js";

/** How an abort treats a request (behaviour §6): safe RPC reads are never aborted. */
export type PendingKind = "safe-rpc" | "unsafe-rpc" | "other";

export interface PendingRequest {
  readonly id: string;
  readonly type: AppEventType;
  readonly kind: PendingKind;
  /** What goes on the wire; kept until the frame is ready to receive it. */
  readonly envelope: { type: AppEventType; id: string; payload?: unknown };
  readonly timeoutMs: number | undefined;
  posted: boolean;
  timer: TimerHandle | undefined;
  resolve(value: unknown): void;
  reject(error: FrameError): void;
  /** Undo anything tied to this request besides its timer (e.g. an AbortSignal listener). */
  release(): void;
}

/**
 * The client's open requests by id. Settling goes through here so a request
 * settles once, its timer is always cleared and nothing stays armed.
 */
export function createPendingRequests(clock: Clock) {
  const open = new Map<string, PendingRequest>();

  const take = (id: string): PendingRequest | undefined => {
    const request = open.get(id);
    if (!request) return undefined;
    open.delete(id);
    if (request.timer !== undefined) clock.clearTimeout(request.timer);
    request.release();
    return request;
  };

  return {
    add(request: PendingRequest): void {
      open.set(request.id, request);
    },
    get(id: string): PendingRequest | undefined {
      return open.get(id);
    },
    resolve(id: string, value: unknown): void {
      take(id)?.resolve(value);
    },
    reject(id: string, error: FrameError): void {
      take(id)?.reject(error);
    },
    /** Requests in the order they were made (Map keeps insertion order). */
    list(): PendingRequest[] {
      return [...open.values()];
    },
    size: (): number => open.size,
  };
}

export type PendingRequests = ReturnType<typeof createPendingRequests>;
