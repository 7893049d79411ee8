import { FrameError, type TimerHandle } from "@foyer/core";
import { coreText, FRAME_ERROR_CODES, messages } from "@foyer/core/internal";
import {
  FRAME_ELEMENT_ID,
  FRAME_LOGIN_REQUEST_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  FRAME_READY_TIMEOUT_MS,
  FRAME_SIGN_OUT_WAIT_MS,
} from "../frameConstants.js";
import { buildFrameUrl, frameOriginOf } from "../frameUrl.js";
import { isLoginEvent, type SuccessPayload } from "../protocol/eventSchemas.js";
import {
  AppEvents,
  type AppEventType,
  FrameNotices,
  type FrameNoticeType,
} from "../protocol/eventTypes.js";
import { type FrameToAppMessage, parseFrameToApp } from "../protocol/parse.js";
import { checkOutgoing } from "./checkOutgoing.js";
import type {
  FrameClient,
  FrameClientOptions,
  FrameStatus,
  NoticePayload,
  RequestArgs,
} from "./frameClientTypes.js";
import { createFrameElement } from "./frameElement.js";
import {
  frameAbortError,
  frameDestroyedError,
  frameLoadFailedError,
  frameReplyError,
  frameRequestTimeoutError,
} from "./frameErrors.js";
import { createFrameOverlay } from "./frameOverlay.js";
import { createPendingRequests, type PendingRequest } from "./pendingRequests.js";
import { randomUuid } from "./randomUuid.js";

/** What the app tells the frame about itself (behaviour §7 sync theme, sync dapp data). */
const SYNC_EVENTS: ReadonlySet<string> = new Set([AppEvents.SYNC_DAPP_DATA, AppEvents.SYNC_THEME]);

type NoticeListener = (payload: unknown) => void;

/**
 * The app's side of the embedded wallet: mounts the hidden frame and talks
 * to it over postMessage. All state lives in this closure (no module state),
 * so two clients in two documents never share anything.
 *
 * Security: messages go out only to the frame's origin, and come in only
 * from the frame's origin *and* its window, *and* only if they pass the
 * protocol schema. Anything else is dropped and counted.
 */
export function createFrameClient(options: FrameClientOptions): FrameClient {
  const { document, window, clock } = options;
  const origin = frameOriginOf(options.frameOrigin);
  const nextId = options.randomId ?? randomUuid;

  // The id is fixed (behaviour §2), so a second live frame would be ambiguous.
  if (document.getElementById(FRAME_ELEMENT_ID)) {
    throw new FrameError(coreText("somethingWentWrong", messages.somethingWentWrong), {
      code: FRAME_ERROR_CODES.alreadyMounted,
      details: { elementId: FRAME_ELEMENT_ID },
    });
  }

  const element = createFrameElement(
    document,
    buildFrameUrl({
      frameOrigin: origin,
      projectId: options.projectId,
      ...(options.framePath === undefined ? {} : { framePath: options.framePath }),
      ...(options.chainId === undefined ? {} : { chainId: options.chainId }),
      ...(options.rpcUrl === undefined ? {} : { rpcUrl: options.rpcUrl }),
      ...(options.enableLogger === undefined ? {} : { enableLogger: options.enableLogger }),
    }),
  );
  const overlay = createFrameOverlay(element, window);
  const pending = createPendingRequests(clock);
  const listeners = new Map<FrameNoticeType, Set<NoticeListener>>();
  let status: FrameStatus = "loading";
  let ignored = 0;
  let readyTimer: TimerHandle | undefined;
  let settleTimer: TimerHandle | undefined;
  let resolveReady!: () => void;
  let rejectReady!: (error: FrameError) => void;
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  // Load failure also rejects every request; an app that never awaits
  // `ready` must not get an unhandled rejection on top.
  ready.catch(() => undefined);

  const ignore = (reason: string, data: unknown): void => {
    ignored += 1;
    options.onIgnoredMessage?.(reason, data);
  };

  const emit = (type: FrameNoticeType, payload: unknown): void => {
    for (const listener of [...(listeners.get(type) ?? [])]) {
      try {
        listener(payload);
      } catch (error) {
        // One faulty listener must not stop the others nor the protocol.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  };

  const post = (request: PendingRequest): void => {
    const target = element.contentWindow;
    // Null only once the element is gone, and teardown settles every request then.
    if (target === null) return;
    target.postMessage(request.envelope, origin);
    request.posted = true;
    const timeoutMs = request.timeoutMs;
    if (timeoutMs !== undefined) {
      request.timer = clock.setTimeout(
        () => pending.reject(request.id, frameRequestTimeoutError(request.type, timeoutMs)),
        timeoutMs,
      );
    }
  };

  const stopTimers = (): void => {
    if (readyTimer !== undefined) clock.clearTimeout(readyTimer);
    if (settleTimer !== undefined) clock.clearTimeout(settleTimer);
    readyTimer = undefined;
    settleTimer = undefined;
  };

  const teardown = (): void => {
    stopTimers();
    overlay.stop();
    window.removeEventListener("message", onMessage);
    element.remove();
  };

  // Behaviour §8: no ready event in 20 s → iframe_load_failed, and abort: every
  // open request fails, and the frame is removed so a late load does nothing.
  const failLoad = (): void => {
    readyTimer = undefined;
    status = "failed";
    const error = frameLoadFailedError();
    teardown();
    rejectReady(error);
    for (const open of pending.list()) pending.reject(open.id, error);
  };

  // Behaviour §4: ready is the ready event plus 500 ms. Later ready events (after
  // a reload) only reach the listeners.
  const onReady = (payload: unknown): void => {
    if (status === "loading" && settleTimer === undefined) {
      if (readyTimer !== undefined) clock.clearTimeout(readyTimer);
      readyTimer = undefined;
      settleTimer = clock.setTimeout(() => {
        settleTimer = undefined;
        status = "ready";
        resolveReady();
        // The app's data and theme go first: a request that waited for ready (an
        // email login started as the frame loaded) then runs knowing the app —
        // its name on the approval screen, its locale in the mails it sends.
        const waiting = pending.list().filter((open) => !open.posted);
        for (const open of waiting) if (SYNC_EVENTS.has(open.type)) post(open);
        for (const open of waiting) if (!SYNC_EVENTS.has(open.type)) post(open);
      }, FRAME_READY_DELAY_MS);
    }
    emit(FrameNotices.READY, payload);
  };

  const dispatch = (message: FrameToAppMessage): void => {
    if (message.kind === "notice") {
      if (message.type === FrameNotices.READY) onReady(message.payload);
      else emit(message.type, message.payload);
      return;
    }
    const open = message.id === undefined ? undefined : pending.get(message.id);
    // A reply must answer a request we posted, of the same event.
    if (open?.posted !== true || open.type !== message.request) {
      ignore(`no open request for ${message.type}`, message);
      return;
    }
    if (message.kind === "success") pending.resolve(open.id, message.payload);
    else {
      const { message: text, code, refusal } = message.payload ?? {};
      pending.reject(open.id, frameReplyError(open.type, text, code, refusal));
    }
  };

  function onMessage(event: MessageEvent): void {
    const frameWindow = element.contentWindow;
    if (event.origin !== origin) {
      ignore(`foreign origin ${event.origin}`, event.data);
    } else if (frameWindow === null || event.source !== frameWindow) {
      ignore("foreign source window", event.data);
    } else {
      const parsed = parseFrameToApp(event.data);
      if (parsed.ok) dispatch(parsed.message);
      else ignore(parsed.reason, event.data);
    }
  }

  function request<T extends AppEventType>(
    type: T,
    ...args: RequestArgs<T>
  ): Promise<SuccessPayload<T>> {
    const [payload, requestOptions = {}] = args;
    if (status === "failed") return Promise.reject(frameLoadFailedError());
    if (status === "destroyed") return Promise.reject(frameDestroyedError(type));
    const checked = checkOutgoing(type, payload);
    if (!checked.ok) return Promise.reject(checked.error);
    const { signal } = requestOptions;
    const abortError = () => frameAbortError(type, checked.kind === "unsafe-rpc");
    if (signal?.aborted) return Promise.reject(abortError());

    const id = nextId();
    const timeoutMs =
      requestOptions.timeoutMs ?? (isLoginEvent(type) ? FRAME_LOGIN_REQUEST_TIMEOUT_MS : undefined);
    return new Promise<SuccessPayload<T>>((resolve, reject) => {
      const onAbort = () => pending.reject(id, abortError());
      signal?.addEventListener("abort", onAbort, { once: true });
      const entry: PendingRequest = {
        id,
        type,
        kind: checked.kind,
        envelope:
          checked.payload === undefined ? { type, id } : { type, id, payload: checked.payload },
        timeoutMs,
        posted: false,
        timer: undefined,
        // The payload passed the success schema of `type` in parseFrameToApp.
        resolve: resolve as (value: unknown) => void,
        reject,
        release: () => signal?.removeEventListener("abort", onAbort),
      };
      pending.add(entry);
      // Before ready the request waits in `pending`; onReady posts it.
      if (status === "ready") post(entry);
    });
  }

  function abortRpc(): void {
    for (const open of pending.list()) {
      if (open.kind === "safe-rpc") continue; // behaviour §6: safe reads are never aborted
      pending.reject(open.id, frameAbortError(open.type, open.kind === "unsafe-rpc"));
    }
    // Tell the frame too, so it drops its approval UI; the outcome changes nothing here.
    if (status === "ready") request(AppEvents.RPC_ABORT).catch(() => undefined);
  }

  function signOut(): Promise<void> {
    if (status === "failed" || status === "destroyed") return Promise.resolve();
    // Behaviour §4: proceed after 3 s regardless of the frame's answer.
    const controller = new AbortController();
    const timer = clock.setTimeout(() => controller.abort(), FRAME_SIGN_OUT_WAIT_MS);
    return request(AppEvents.SIGN_OUT, undefined, { signal: controller.signal }).then(
      () => clock.clearTimeout(timer),
      () => clock.clearTimeout(timer),
    );
  }

  function onEvent<T extends FrameNoticeType>(
    type: T,
    listener: (payload: NoticePayload<T>) => void,
  ): () => void {
    const set = listeners.get(type) ?? new Set<NoticeListener>();
    listeners.set(type, set);
    // Only payloads that passed this notice's schema are emitted for `type`.
    const stored = listener as NoticeListener;
    set.add(stored);
    return () => set.delete(stored);
  }

  function destroy(): void {
    if (status === "destroyed") return;
    const wasLoading = status === "loading";
    status = "destroyed";
    teardown();
    if (wasLoading) rejectReady(frameDestroyedError("ready"));
    for (const open of pending.list()) pending.reject(open.id, frameDestroyedError(open.type));
    listeners.clear();
  }

  // Listen before mounting, so an instant ready event cannot be missed.
  window.addEventListener("message", onMessage);
  (document.body ?? document.documentElement).append(element);
  readyTimer = clock.setTimeout(failLoad, FRAME_READY_TIMEOUT_MS);

  return {
    element,
    ready,
    status: () => status,
    request,
    abortRpc,
    signOut,
    onEvent,
    setVisible: overlay.setVisible,
    setSlot: overlay.setSlot,
    ignoredCount: () => ignored,
    destroy,
  };
}
