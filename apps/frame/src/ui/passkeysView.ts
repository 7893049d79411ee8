import { isApiError } from "../api/apiError.js";
import type { PasskeySummaryAnswer } from "../api/authApi.js";
import { refusalText } from "../api/refusalText.js";
import { type FrameMessages, frameEn } from "../i18n/frameEn.js";
import { el } from "./dom.js";

/** What the Passkeys screen does; the frame's session and WebAuthn sit behind it. */
export interface PasskeyManager {
  list(): Promise<PasskeySummaryAnswer[]>;
  /** Runs the ceremony (from the Add click) and stores the new passkey. */
  add(): Promise<void>;
  remove(id: string): Promise<void>;
  /** The text for a failure: a cancelled prompt says nothing. */
  describe(error: unknown): string | undefined;
}

/**
 * Account → Passkeys, inside the frame: each passkey with its name, when it was made and last
 * used, and whether it syncs; Add (the WebAuthn prompt starts from this click, in the frame) and
 * Remove (the server keeps the last way in). Close or Escape ends it.
 */
export function renderPasskeysView(
  doc: Document,
  root: HTMLElement,
  manager: PasskeyManager,
  signal: AbortSignal,
  m: FrameMessages = frameEn,
): Promise<void> {
  return new Promise<void>((resolve) => {
    const headingId = "foyer-passkeys-title";
    const list = el(doc, "ul", { attrs: { class: "passkeys", "aria-labelledby": headingId } });
    const status = el(doc, "p", { attrs: { role: "status", class: "muted" } });
    const alert = el(doc, "p", { attrs: { role: "alert", class: "error" } });
    const add = el(doc, "button", {
      text: m.passkeyAdd,
      attrs: { type: "button", class: "primary" },
    });
    const close = el(doc, "button", {
      text: m.close,
      attrs: { type: "button", class: "secondary" },
    });
    const panel = el(
      doc,
      "section",
      { attrs: { role: "dialog", "aria-modal": "true", "aria-labelledby": headingId } },
      [
        el(doc, "h1", { text: m.passkeysTitle, attrs: { id: headingId } }),
        el(doc, "div", { attrs: { class: "scroll stack" } }, [
          el(doc, "p", { text: m.passkeysIntro }),
          list,
          add,
          status,
          alert,
          el(doc, "p", { text: m.passkeyCustody, attrs: { class: "muted" } }),
        ]),
        el(doc, "div", { attrs: { class: "actions" } }, [close]),
      ],
    );
    const date = (iso: string) => m.dateTime(Date.parse(iso));
    const show = (passkeys: PasskeySummaryAnswer[]) => {
      list.replaceChildren(
        ...(passkeys.length === 0
          ? [el(doc, "li", { text: m.passkeysNone, attrs: { class: "muted" } })]
          : passkeys.map((passkey) => {
              const remove = el(doc, "button", {
                text: m.passkeyRemove,
                attrs: {
                  type: "button",
                  class: "secondary",
                  "aria-label": `${m.passkeyRemove}: ${passkey.name}`,
                },
              });
              remove.addEventListener("click", () =>
                run(async () => {
                  await manager.remove(passkey.id);
                  status.textContent = m.passkeyRemoved;
                }),
              );
              return el(doc, "li", { attrs: { class: "passkey" } }, [
                el(doc, "strong", { text: passkey.name }),
                el(doc, "span", {
                  text: passkey.synced ? m.passkeySynced : m.passkeyDeviceBound,
                  attrs: { class: "tag" },
                }),
                el(doc, "span", {
                  text: `${m.created} ${date(passkey.createdAt)} · ${
                    passkey.lastUsedAt
                      ? `${m.lastUsed} ${date(passkey.lastUsedAt)}`
                      : m.passkeyNeverUsed
                  }`,
                  attrs: { class: "muted" },
                }),
                remove,
              ]);
            })),
      );
    };
    const refresh = async () => show(await manager.list());
    let running = false;
    async function run(action: () => Promise<void>) {
      if (running) return;
      running = true;
      alert.textContent = "";
      status.textContent = "";
      try {
        await action();
        await refresh();
      } catch (error) {
        const text = isApiError(error) ? refusalText(error, m) : manager.describe(error);
        if (text) alert.textContent = text;
      } finally {
        running = false;
      }
    }
    const finish = () => {
      signal.removeEventListener("abort", finish);
      panel.remove();
      resolve();
    };
    add.addEventListener("click", () =>
      run(async () => {
        status.textContent = m.passkeyWaiting;
        await manager.add();
        status.textContent = m.passkeyAdded;
      }),
    );
    close.addEventListener("click", finish);
    panel.addEventListener("keydown", (event) => {
      if (event.key === "Escape") finish();
    });
    signal.addEventListener("abort", finish);
    root.append(panel);
    add.focus();
    void run(async () => undefined);
  });
}
