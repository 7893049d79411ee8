import { type StartedFrame, startFrame } from "./bootstrap/startFrame.js";
import { createDomApprover } from "./ui/approvalView.js";
import { renderExportView } from "./ui/exportView.js";
import { applyTheme } from "./ui/theme.js";
import { createKeyExport } from "./wallet/keyExport.js";
import "./frame.css";

/** Browser wiring only; the logic lives in bootstrap/, handlers/, rpc/ and wallet/. */

const root = document.getElementById("foyer-frame-root") ?? document.body;
let frame: StartedFrame | undefined;

/**
 * Key export is a frame-only view: the protocol has no event for it, so the
 * app opens it by pointing the frame at `#export` (a same-document navigation
 * that carries no data). Everything after that is between the user and the frame.
 */
function watchExportRoute(started: StartedFrame): void {
  let closeView: (() => void) | undefined;
  const keyExport = createKeyExport({
    api: started.api,
    session: () => ({
      token: started.handlers.state.token,
      address: started.handlers.state.wallet?.address,
    }),
  });
  const route = () => {
    if (window.location.hash === "#export" && !closeView) {
      closeView = renderExportView(document, root, keyExport, () => {
        closeView = undefined;
        history.replaceState(null, "", window.location.pathname + window.location.search);
      });
    } else if (window.location.hash !== "#export" && closeView) {
      closeView();
      closeView = undefined;
    }
  };
  window.addEventListener("hashchange", route);
  route();
}

startFrame({
  location: window.location,
  referrer: document.referrer,
  parent: window.parent,
  fetch: window.fetch.bind(window),
  localStorage: () => window.localStorage,
  addMessageListener: (listener) => window.addEventListener("message", listener),
  approve: createDomApprover(document, root, () => frame?.handlers.state.dapp.name),
  applyTheme: (theme) => applyTheme(document.documentElement, theme),
  log: (line) => console.debug(`[foyer frame] ${line}`),
}).then(
  (started) => {
    frame = started;
    watchExportRoute(started);
  },
  (error: unknown) => {
    console.error("[foyer frame] could not start:", error instanceof Error ? error.message : error);
  },
);
