import type { KeyExport } from "../wallet/keyExport.js";
import { el } from "./dom.js";

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Something went wrong";
}

/**
 * The frame-only key export view: email a code, enter it, see the key. The
 * key is written into this frame's DOM only (the dApp cannot read a
 * cross-origin frame) and removed when the view closes.
 */
export function renderExportView(
  doc: Document,
  root: HTMLElement,
  keyExport: KeyExport,
  onClose: () => void,
): () => void {
  const status = el(doc, "p", { attrs: { role: "status" } });
  const sendCode = el(doc, "button", { text: "Email me a code", attrs: { type: "button" } });
  const input = el(doc, "input", {
    attrs: { id: "foyer-export-code", inputmode: "numeric", autocomplete: "one-time-code" },
  });
  const reveal = el(doc, "button", { text: "Reveal private key", attrs: { type: "submit" } });
  const form = el(doc, "form", {}, [
    el(doc, "label", { text: "Code", attrs: { for: "foyer-export-code" } }),
    input,
    reveal,
  ]);
  const keyOutput = el(doc, "output", { attrs: { "aria-label": "Private key" } });
  const close = el(doc, "button", { text: "Close", attrs: { type: "button" } });
  const panel = el(
    doc,
    "section",
    { attrs: { role: "dialog", "aria-labelledby": "foyer-export-title" } },
    [
      el(doc, "h1", { text: "Export private key", attrs: { id: "foyer-export-title" } }),
      el(doc, "p", {
        text: "Anyone with this key controls your wallet. We email you a code before showing it.",
      }),
      sendCode,
      form,
      status,
      keyOutput,
      close,
    ],
  );

  sendCode.addEventListener("click", () => {
    status.textContent = "Sending…";
    keyExport.sendCode().then(
      () => {
        status.textContent = "Code sent. Check your email.";
      },
      (error: unknown) => {
        status.textContent = errorText(error);
      },
    );
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    status.textContent = "Checking…";
    keyExport.reveal(input.value.trim()).then(
      (key) => {
        keyOutput.textContent = key;
        status.textContent = "Your private key:";
      },
      (error: unknown) => {
        status.textContent = errorText(error);
      },
    );
  });
  const dispose = () => {
    keyOutput.textContent = "";
    panel.remove();
  };
  close.addEventListener("click", () => {
    dispose();
    onClose();
  });
  root.append(panel);
  sendCode.focus();
  return dispose;
}
