import { type AppEventType, parseAppToFrame, parseFrameToApp } from "@foyer/embedded";
import { createAuthApi } from "../src/api/authApi.js";
import { parseFrameParams } from "../src/bootstrap/frameParams.js";
import { type OutgoingEnvelope, replyTo } from "../src/bootstrap/replies.js";
import { createFrameHandlers } from "../src/handlers/frameHandlers.js";
import type { ExportPresenter, FrameDeps, FrameNotice } from "../src/handlers/handlerTypes.js";
import type { FrameLocale } from "../src/i18n/frameLocale.js";
import type { Approver } from "../src/rpc/handleRpc.js";
import { createFrameStorage } from "../src/storage/frameState.js";
import { type KeyValueStore, memoryStore } from "../src/storage/keyValue.js";
import type { ThemeInput } from "../src/ui/theme.js";
import type { FakeAuthServer } from "./fakeAuthServer.testutil.js";

export const FRAME_ORIGIN = "https://wallet.example";

/**
 * One frame page load over the fake server: the handlers with the real HTTP
 * client, a storage that survives "reloads" when the test passes the same one,
 * and a `send` that goes through the protocol parser and reply builder exactly
 * as messages from the app do. Every reply must also pass the app side's
 * parser: a reply the app rejects never reaches the waiting request, which
 * then hangs until its timeout.
 */
export function openFrame(
  server: FakeAuthServer,
  options: {
    store?: KeyValueStore;
    persistent?: boolean;
    approve?: Approver;
    presentExport?: ExportPresenter;
    rpcFetch?: typeof fetch;
    search?: string;
    locale?: FrameLocale;
  } = {},
) {
  const store = options.store ?? memoryStore();
  const persistent = options.persistent ?? true;
  const storage = createFrameStorage(store, persistent);
  const parsed = parseFrameParams(
    options.search ?? `?projectId=${server.projectId}&chainId=eip155%3A31337&version=4`,
  );
  if (!parsed.ok) throw new Error(parsed.reason);
  const notices: FrameNotice[] = [];
  const themes: ThemeInput[] = [];
  const replies: OutgoingEnvelope[] = [];
  const deps: FrameDeps = {
    api: createAuthApi({
      baseUrl: FRAME_ORIGIN,
      projectId: server.projectId,
      deviceId: () => storage.deviceId(),
      fetch: server.fetch,
    }),
    storage,
    params: parsed.params,
    baseUrl: FRAME_ORIGIN,
    // Chain reads go to the test's RPC stand-in; the server's own routes to the fake server.
    fetch: options.rpcFetch
      ? (input, init) =>
          new URL(String(input)).pathname === "/v1/smart-accounts"
            ? server.fetch(input, init)
            : (options.rpcFetch as typeof fetch)(input, init)
      : server.fetch,
    approve: options.approve ?? (async () => true),
    presentExport: options.presentExport ?? (async () => "cancelled"),
    presentPasskey: () => {
      throw new Error("no passkey screen in this harness");
    },
    presentPasskeys: async () => undefined,
    notify: (notice) => notices.push(notice),
    applyTheme: (theme) => themes.push(theme),
    ...(options.locale ? { locale: options.locale } : {}),
  };
  const handlers = createFrameHandlers(deps);

  /** `origin`: the app's, as the message gate would hand it to the handlers. */
  async function send(
    type: AppEventType,
    payload?: unknown,
    origin?: string,
  ): Promise<OutgoingEnvelope> {
    const parsedMessage = parseAppToFrame({ type, id: crypto.randomUUID(), payload });
    if (!parsedMessage.ok) throw new Error(parsedMessage.reason);
    const reply = replyTo(
      parsedMessage.message,
      await handlers.handle(parsedMessage.message, origin),
    );
    const forApp = parseFrameToApp(reply);
    if (!forApp.ok) throw new Error(`the app would reject this reply: ${forApp.reason}`);
    replies.push(reply);
    return reply;
  }

  return { send, handlers, api: deps.api, store, storage, notices, themes, replies };
}
