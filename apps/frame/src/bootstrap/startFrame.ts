import { type AuthApi, createAuthApi } from "../api/authApi.js";
import { WalletFrameError } from "../errors/walletFrameError.js";
import { gateMessage, type IncomingMessage } from "../gate/messageGate.js";
import { originSet, parentOriginOf } from "../gate/origins.js";
import { createFrameHandlers, type FrameHandlers } from "../handlers/frameHandlers.js";
import type { ExportPresenter, FrameDeps } from "../handlers/handlerTypes.js";
import type { FrameLocale } from "../i18n/frameLocale.js";
import type { Approver } from "../rpc/handleRpc.js";
import { createFrameStorage } from "../storage/frameState.js";
import { probeStorage } from "../storage/keyValue.js";
import type { ThemeInput } from "../ui/theme.js";
import { fetchAllowedOrigins } from "./fetchOrigins.js";
import { parseFrameParams } from "./frameParams.js";
import { type OutgoingEnvelope, readyNotice, replyTo } from "./replies.js";

/** The window the frame talks to: only `postMessage` is used. */
export interface ParentWindow {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** Everything the frame takes from the browser, so tests can hand in fakes. */
export interface FrameEnv {
  location: { search: string; origin: string; ancestorOrigins?: { readonly [i: number]: string } };
  referrer: string;
  parent: ParentWindow;
  fetch: typeof fetch;
  localStorage: () => Storage | null | undefined;
  addMessageListener: (listener: (event: IncomingMessage) => void) => void;
  approve: Approver;
  presentExport: ExportPresenter;
  presentPasskey: FrameDeps["presentPasskey"];
  presentPasskeys: FrameDeps["presentPasskeys"];
  applyTheme: (theme: ThemeInput) => void;
  /** The frame's language (main.ts makes it over the document); English when absent. */
  locale?: FrameLocale;
  log: (line: string) => void;
}

export interface StartedFrame {
  handlers: FrameHandlers;
  api: AuthApi;
  parentOrigin: string | undefined;
  storageKind: "persistent" | "blocked";
  /** How many messages the gate dropped (foreign source/origin, bad schema). */
  ignoredCount: () => number;
}

/**
 * Boots the frame: URL params, storage probe, the project's allowed origins,
 * then the message gate and the ready event. Nothing is answered, and ready is
 * not sent, before the allow-list is known.
 */
export async function startFrame(env: FrameEnv): Promise<StartedFrame> {
  const parsed = parseFrameParams(env.location.search);
  if (!parsed.ok) {
    throw new WalletFrameError(parsed.reason, { code: "INVALID_FRAME_PARAMS" });
  }
  const { params } = parsed;
  const log = params.enableLogger ? env.log : () => undefined;

  const probe = probeStorage(env.localStorage);
  if (probe.kind === "blocked") log(`frame storage blocked (${probe.reason}); using the fallback`);
  const storage = createFrameStorage(probe.store, probe.kind === "persistent");

  const allowed = originSet(
    await fetchAllowedOrigins(env.fetch, env.location.origin, params.projectId),
  );
  const parentOrigin = parentOriginOf(
    { ancestorOrigin: env.location.ancestorOrigins?.[0], referrer: env.referrer },
    allowed,
  );

  // Notices go to the embedding app's origin, or to the last origin that spoke to us.
  let appOrigin = parentOrigin;
  const post = (envelope: OutgoingEnvelope, origin: string) => {
    env.parent.postMessage(envelope, origin);
  };

  const deps: FrameDeps = {
    api: createAuthApi({
      baseUrl: env.location.origin,
      projectId: params.projectId,
      deviceId: () => storage.deviceId(),
      fetch: env.fetch,
      locale: () => handlers.state.dapp.locale,
    }),
    storage,
    params,
    baseUrl: env.location.origin,
    fetch: env.fetch,
    approve: env.approve,
    presentExport: env.presentExport,
    presentPasskey: env.presentPasskey,
    presentPasskeys: env.presentPasskeys,
    notify: (notice) => {
      if (appOrigin) post(notice, appOrigin);
    },
    applyTheme: env.applyTheme,
    ...(env.locale ? { locale: env.locale } : {}),
  };
  const handlers = createFrameHandlers(deps);

  let ignored = 0;
  env.addMessageListener((event) => {
    const gate = gateMessage(event, env.parent, allowed);
    if (!gate.accepted) {
      ignored++;
      log(`ignored a message: ${gate.reason}`);
      return;
    }
    appOrigin = gate.origin;
    const { message } = gate;
    log(`← ${message.type}`);
    void handlers.handle(message, gate.origin).then((result) => {
      log(`→ ${message.type} ${result.ok ? "success" : "error"}`);
      post(replyTo(message, result), gate.origin);
    });
  });

  if (parentOrigin) post(readyNotice(), parentOrigin);
  else log("the embedding page's origin is not allowed for this project; staying silent");

  return {
    handlers,
    api: deps.api,
    parentOrigin,
    storageKind: probe.kind,
    ignoredCount: () => ignored,
  };
}
