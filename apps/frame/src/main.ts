import { type StartedFrame, startFrame } from "./bootstrap/startFrame.js";
import { createFrameLocale } from "./i18n/frameLocale.js";
import { createDomApprover } from "./ui/approvalView.js";
import { renderExportView } from "./ui/exportView.js";
import { renderPasskeysView } from "./ui/passkeysView.js";
import { renderPasskeyScreen } from "./ui/passkeyView.js";
import { applyTheme } from "./ui/theme.js";
import "./frame.css";

/** Browser wiring only; the logic lives in bootstrap/, handlers/, rpc/ and wallet/. */

const root = document.getElementById("foyer-frame-root") ?? document.body;
let frame: StartedFrame | undefined;
const locale = createFrameLocale(document.documentElement);

startFrame({
  location: window.location,
  referrer: document.referrer,
  parent: window.parent,
  fetch: window.fetch.bind(window),
  localStorage: () => window.localStorage,
  addMessageListener: (listener) => window.addEventListener("message", listener),
  approve: createDomApprover(
    document,
    root,
    () => {
      const dapp = frame?.handlers.state.dapp;
      return { name: dapp?.name, url: dapp?.url, icon: dapp?.icon };
    },
    locale.messages,
  ),
  presentExport: (keyExport, signal) =>
    renderExportView(document, root, keyExport, signal, locale.messages()),
  presentPasskey: (signal) => renderPasskeyScreen(document, root, signal, locale.messages()),
  presentPasskeys: (manager, signal) =>
    renderPasskeysView(document, root, manager, signal, locale.messages()),
  locale,
  applyTheme: (theme) => applyTheme(document.documentElement, theme),
  log: (line) => console.debug(`[foyer frame] ${line}`),
}).then(
  (started) => {
    frame = started;
  },
  (error: unknown) => {
    console.error("[foyer frame] could not start:", error instanceof Error ? error.message : error);
  },
);
