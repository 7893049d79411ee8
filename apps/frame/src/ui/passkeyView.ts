import { type FrameMessages, frameEn } from "../i18n/frameEn.js";
import { el } from "./dom.js";

export type PasskeyChoice = "create" | "use";

/** The connect screen the frame shows; the handler drives it through a ceremony. */
export interface PasskeyScreen {
  /** The next button the person pressed; rejects with an AbortError when the screen closes. */
  choice(): Promise<PasskeyChoice>;
  /** While a ceremony runs: the buttons wait, the prompt's hint shows. */
  busy(on: boolean): void;
  /** A refusal to read under the buttons (an attempt that may be tried again). */
  error(text: string): void;
  close(): void;
}

/**
 * "Continue with a passkey", rendered inside the frame: the WebAuthn prompt must start from a
 * click in the frame (the relying party's page), never the dApp's. Create or use a passkey,
 * Cancel (or Escape) to leave; the help text says what the passkey unlocks.
 */
export function renderPasskeyScreen(
  doc: Document,
  root: HTMLElement,
  signal: AbortSignal,
  m: FrameMessages = frameEn,
): PasskeyScreen {
  const headingId = "foyer-passkey-title";
  const button = (text: string, kind: string) =>
    el(doc, "button", { text, attrs: { type: "button", class: kind } });
  const create = button(m.passkeyCreate, "primary");
  const use = button(m.passkeyUse, "secondary");
  const cancel = button(m.cancel, "secondary");
  const status = el(doc, "p", { attrs: { role: "status", class: "muted" } });
  const alert = el(doc, "p", { attrs: { role: "alert", class: "error" } });
  const panel = el(
    doc,
    "section",
    { attrs: { role: "dialog", "aria-modal": "true", "aria-labelledby": headingId } },
    [
      el(doc, "h1", { text: m.passkeyTitle, attrs: { id: headingId } }),
      el(doc, "div", { attrs: { class: "scroll stack" } }, [
        el(doc, "p", { text: m.passkeyIntro }),
        create,
        use,
        status,
        alert,
        el(doc, "p", { text: m.passkeyCustody, attrs: { class: "muted" } }),
      ]),
      el(doc, "div", { attrs: { class: "actions" } }, [cancel]),
    ],
  );
  let waiting: { resolve(c: PasskeyChoice): void; reject(e: Error): void } | undefined;
  let closed = false;
  const aborted = () => new DOMException("Aborted", "AbortError");
  const finish = () => {
    if (closed) return;
    closed = true;
    panel.remove();
    signal.removeEventListener("abort", finish);
    waiting?.reject(aborted());
    waiting = undefined;
  };
  const pick = (choice: PasskeyChoice) => () => {
    if (create.disabled) return;
    waiting?.resolve(choice);
    waiting = undefined;
  };
  create.addEventListener("click", pick("create"));
  use.addEventListener("click", pick("use"));
  cancel.addEventListener("click", finish);
  panel.addEventListener("keydown", (event) => {
    if (event.key === "Escape") finish();
  });
  signal.addEventListener("abort", finish);
  root.append(panel);
  create.focus();
  return {
    choice: () =>
      closed
        ? Promise.reject(aborted())
        : new Promise<PasskeyChoice>((resolve, reject) => {
            waiting = { resolve, reject };
          }),
    busy(on) {
      create.disabled = on;
      use.disabled = on;
      status.textContent = on ? m.passkeyWaiting : "";
      if (on) alert.textContent = "";
    },
    error(text) {
      alert.textContent = text;
    },
    close: finish,
  };
}
