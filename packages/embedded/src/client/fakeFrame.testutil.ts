import nodeConsole from "node:console";
import { createFakeClock, type FakeClock } from "@foyer/core/testing";
import { afterEach } from "vitest";
import {
  type AppEventType,
  errorTypeOf,
  FrameNotices,
  successTypeOf,
} from "../protocol/eventTypes.js";
import { createFrameClient } from "./createFrameClient.js";
import type { FrameClient, FrameClientOptions } from "./frameClientTypes.js";

export const FRAME_ORIGIN = "https://wallet.example.com";

export interface Posted {
  message: { type: AppEventType; id: string; payload?: unknown };
  targetOrigin: string;
}

/**
 * Stands in for the frame's window: captures what the app posts to it and
 * replies the way a real frame does — as a "message" event on the app's
 * window, from the frame's origin, with the frame's window as source.
 */
export interface FakeFrame {
  readonly window: Window;
  readonly posted: Posted[];
  /** Dispatches a message to the app; origin and source default to the real frame's. */
  send(data: unknown, from?: { origin?: string; source?: unknown }): void;
  ready(version?: number): void;
  last(): Posted;
  succeed(request: Posted, payload?: unknown): void;
  fail(request: Posted, payload?: unknown): void;
}

export function attachFakeFrame(client: FrameClient, appWindow: Window): FakeFrame {
  const posted: Posted[] = [];
  // A plain object, not a Window: it only has to be what the iframe reports
  // as its contentWindow, and record postMessage calls.
  const frameWindow = {
    postMessage(message: Posted["message"], targetOrigin: string) {
      posted.push({ message: structuredClone(message), targetOrigin });
    },
  } as unknown as Window;
  // happy-dom loads no iframe pages, so contentWindow is null; give the
  // element the fake window the way a browser would after loading.
  Object.defineProperty(client.element, "contentWindow", {
    configurable: true,
    get: () => frameWindow,
  });

  const send: FakeFrame["send"] = (data, from = {}) => {
    appWindow.dispatchEvent(
      new MessageEvent("message", {
        data,
        origin: from.origin ?? FRAME_ORIGIN,
        source: (from.source === undefined
          ? frameWindow
          : from.source) as MessageEventSource | null,
      }),
    );
  };

  return {
    window: frameWindow,
    posted,
    send,
    ready: (version = 4) => send({ type: FrameNotices.READY, payload: { version } }),
    last: () => {
      const request = posted.at(-1);
      if (!request) throw new Error("nothing posted to the frame");
      return request;
    },
    succeed: (request, payload) =>
      send({ type: successTypeOf(request.message.type), id: request.message.id, payload }),
    fail: (request, payload) =>
      send({ type: errorTypeOf(request.message.type), id: request.message.id, payload }),
  };
}

export interface FrameTest {
  client: FrameClient;
  frame: FakeFrame;
  clock: FakeClock;
  ignored: string[];
}

/**
 * happy-dom loads no iframe pages and logs a NotSupportedError for each
 * mounted frame; the fake frame stands in for the page, so that line is noise.
 */
function quietly<T>(mount: () => T): T {
  // happy-dom logs to the console it was created with: Node's own, which
  // Vitest has since replaced on globalThis but `node:console` still is.
  const error = nodeConsole.error;
  nodeConsole.error = () => undefined;
  try {
    return mount();
  } finally {
    nodeConsole.error = error;
  }
}

/** Clients made by this test file, so `destroyAll` (run after each test) can unmount them. */
const live = new Set<FrameClient>();

export function destroyAll(): void {
  for (const client of live) client.destroy();
  live.clear();
}

// Every file that imports these fakes unmounts its clients after each test, so none leaks a
// frame or a message listener into the next.
afterEach(destroyAll);

/** A client on the happy-dom page with a fake frame and a fake clock. */
export function setupFrameClient(patch: Partial<FrameClientOptions> = {}): FrameTest {
  const clock = createFakeClock(1_000);
  const ignored: string[] = [];
  const client = quietly(() =>
    createFrameClient({
      document,
      window,
      frameOrigin: FRAME_ORIGIN,
      projectId: "demo-project",
      clock,
      onIgnoredMessage: (reason) => ignored.push(reason),
      ...patch,
    }),
  );
  live.add(client);
  return { client, frame: attachFakeFrame(client, window), clock, ignored };
}

/** A client whose frame has said ready and whose 500 ms settle has passed. */
export async function setupReadyClient(
  patch: Partial<FrameClientOptions> = {},
): Promise<FrameTest> {
  const test = setupFrameClient(patch);
  test.frame.ready();
  test.clock.advance(500);
  await test.client.ready;
  return test;
}
