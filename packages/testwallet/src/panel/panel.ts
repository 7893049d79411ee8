import { chainName } from "../chains.js";
import { shortenAddress } from "../format.js";
import type { ApprovalMode, PendingRequest, TestWallet } from "../types.js";
import { element } from "./dom.js";
import { PANEL_CSS } from "./styles.js";

export interface MountedPanel {
  unmount(): void;
}

const MODES: readonly { mode: ApprovalMode; label: string }[] = [
  { mode: "approve", label: "Approve all" },
  { mode: "reject", label: "Reject all" },
  { mode: "ask", label: "Ask" },
];

/** A Disconnect button that ends one side's connection to the site (`what` names it for screen readers). */
function disconnectButton(document: Document, what: string, onClick: () => void): HTMLElement {
  const button = element(
    document,
    "button",
    { type: "button", class: "secondary", "aria-label": `Disconnect ${what} from this site` },
    "Disconnect",
  );
  button.addEventListener("click", onClick);
  return button;
}

/**
 * Shows the test wallet on the page: account, chain, connection, the
 * approval mode and, in Ask mode, each waiting request with Approve/Reject.
 * Lives in its own shadow root so the dApp's CSS cannot restyle or hide it.
 */
export function mountTestWalletPanel(document: Document, wallet: TestWallet): MountedPanel {
  const host = element(document, "div", { "data-foyer-testwallet-panel": "" });
  const root = host.attachShadow({ mode: "open" });
  const style = element(document, "style");
  style.textContent = PANEL_CSS;

  const chain = element(document, "dd");
  const status = element(document, "span");
  const disconnect = disconnectButton(document, "test wallet", () => wallet.disconnect());

  // The Solana account, when the wallet has one: its address and its own site connection.
  const solanaStatus = element(document, "span");
  const solanaDisconnect = disconnectButton(document, "Solana account", () =>
    wallet.solana?.disconnectSite(),
  );
  const solanaRows = wallet.solana
    ? [
        element(document, "dt", {}, "Solana"),
        element(
          document,
          "dd",
          { title: wallet.solana.address },
          shortenAddress(wallet.solana.address),
          " ",
          solanaStatus,
          " ",
          solanaDisconnect,
        ),
      ]
    : [];

  // The Bitcoin side: its payment address once connected (deriving the keys costs a PBKDF2,
  // so a page that never connects Bitcoin never pays it) and its own site connection.
  const bitcoinAddress = element(document, "span");
  const bitcoinStatus = element(document, "span");
  const bitcoinDisconnect = disconnectButton(document, "Bitcoin accounts", () =>
    wallet.bitcoin?.disconnectSite(),
  );
  const bitcoinRows = wallet.bitcoin
    ? [
        element(document, "dt", {}, "Bitcoin"),
        element(document, "dd", {}, bitcoinAddress, " ", bitcoinStatus, " ", bitcoinDisconnect),
      ]
    : [];

  const radios = MODES.map(({ mode, label }) => {
    const input = element(document, "input", { type: "radio", name: "mode", value: mode });
    input.addEventListener("change", () => {
      if (input.checked) wallet.setMode(mode);
    });
    return { mode, input, label: element(document, "label", {}, input, ` ${label}`) };
  });

  const list = element(document, "ul", { "aria-label": "Pending requests" });
  const empty = element(document, "p", { class: "empty" }, "No requests waiting.");
  const items = new Map<string, HTMLLIElement>();

  const toggle = element(
    document,
    "button",
    {
      type: "button",
      class: "secondary",
      "aria-expanded": "true",
      "aria-label": "Hide test wallet panel",
    },
    "–",
  );
  const body = element(
    document,
    "div",
    {},
    element(
      document,
      "dl",
      {},
      element(document, "dt", {}, "Account"),
      element(document, "dd", { title: wallet.address }, shortenAddress(wallet.address)),
      element(document, "dt", {}, "Chain"),
      chain,
      element(document, "dt", {}, "Site"),
      element(document, "dd", {}, status, " ", disconnect),
      ...solanaRows,
      ...bitcoinRows,
    ),
    element(
      document,
      "fieldset",
      {},
      element(document, "legend", {}, "Requests"),
      ...radios.map((r) => r.label),
    ),
    empty,
    list,
  );
  const fold = (folded: boolean): void => {
    body.hidden = folded;
    panel.classList.toggle("folded", folded);
    toggle.setAttribute("aria-expanded", String(!folded));
    toggle.setAttribute("aria-label", folded ? "Show test wallet panel" : "Hide test wallet panel");
    toggle.textContent = folded ? "+" : "–";
  };
  toggle.addEventListener("click", () => fold(!body.hidden));

  const panel = element(
    document,
    "section",
    { class: "panel", "aria-label": "Foyer Test Wallet" },
    element(
      document,
      "header",
      {},
      element(document, "h2", {}, "Foyer Test Wallet"),
      element(document, "span", { class: "badge" }, "dev only"),
      toggle,
    ),
    body,
  );
  root.append(style, panel);
  // Folded it is a small bar on the page's edge, clear of the page's controls and of a modal:
  // it starts so, a request waiting for Approve/Reject unfolds it and it folds again once
  // nothing waits (see render). Its mode and details are a click on + away.
  fold(true);

  const renderRequest = (request: PendingRequest): HTMLLIElement => {
    const approve = element(
      document,
      "button",
      { type: "button", "aria-label": `Approve ${request.label} request` },
      "Approve",
    );
    const reject = element(
      document,
      "button",
      { type: "button", class: "secondary", "aria-label": `Reject ${request.label} request` },
      "Reject",
    );
    approve.addEventListener("click", () => wallet.approve(request.id));
    reject.addEventListener("click", () => wallet.reject(request.id));
    return element(
      document,
      "li",
      { "data-request-id": request.id },
      element(
        document,
        "p",
        {},
        element(document, "span", { class: "kind" }, request.label),
        ": ",
        request.summary,
      ),
      element(document, "div", { class: "actions" }, approve, reject),
    );
  };

  // Whether requests were waiting at the last render.
  let answering = false;
  const render = (): void => {
    const active = wallet.activeChain();
    chain.textContent = `${chainName(active)} (${active.chainId})`;
    status.textContent = wallet.isAuthorized() ? "Connected" : "Not connected";
    disconnect.hidden = !wallet.isAuthorized();
    if (wallet.solana) {
      solanaStatus.textContent = wallet.solana.isAuthorized() ? "Connected" : "Not connected";
      solanaDisconnect.hidden = !wallet.solana.isAuthorized();
    }
    if (wallet.bitcoin) {
      const connected = wallet.bitcoin.isAuthorized();
      const payment = connected ? wallet.bitcoin.addresses()[0]?.address : undefined;
      bitcoinAddress.textContent = payment ? shortenAddress(payment) : "";
      bitcoinAddress.title = payment ?? "";
      bitcoinStatus.textContent = connected ? "Connected" : "Not connected";
      bitcoinDisconnect.hidden = !connected;
    }
    for (const radio of radios) radio.input.checked = radio.mode === wallet.mode();
    // Keep existing rows so a button keeps focus while other requests come and go.
    const pending = wallet.pending();
    const ids = new Set(pending.map((request) => request.id));
    for (const [id, item] of items) {
      if (!ids.has(id)) {
        item.remove();
        items.delete(id);
      }
    }
    for (const request of pending) {
      if (!items.has(request.id)) {
        const item = renderRequest(request);
        items.set(request.id, item);
        list.append(item);
        // A new request needs the user's answer: show it, folded or not.
        if (body.hidden) fold(false);
      }
    }
    // The last answer given, it gets out of the way of the page and the modal again.
    if (answering && pending.length === 0) fold(true);
    answering = pending.length > 0;
    empty.hidden = wallet.mode() !== "ask" || pending.length > 0;
  };

  render();
  const unsubscribe = wallet.subscribe(render);
  // Init scripts run before <body> exists; attach once it does.
  const attach = (): void => {
    document.body.append(host);
  };
  if (document.body) attach();
  else document.addEventListener("DOMContentLoaded", attach, { once: true });

  return {
    unmount() {
      unsubscribe();
      document.removeEventListener("DOMContentLoaded", attach);
      host.remove();
    },
  };
}
