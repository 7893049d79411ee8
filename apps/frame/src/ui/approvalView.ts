import { type FrameMessages, frameEn } from "../i18n/frameEn.js";
import type { Approver } from "../rpc/handleRpc.js";
import { el } from "./dom.js";

/**
 * The ApproveTransaction view (SPEC §6): what is being signed, then Approve or
 * Reject (Escape rejects). It is rendered inside the frame, which the app lays
 * over the modal's content area, so the dApp can show it but can neither read
 * nor click it for the user. One request at a time: a second one waits until
 * the first is answered.
 */
export function createDomApprover(
  doc: Document,
  root: HTMLElement,
  requester: () => string | undefined,
  /** Read as each request shows, so a locale synced since is the one it speaks. */
  messages: () => FrameMessages = () => frameEn,
): Approver {
  let queue: Promise<unknown> = Promise.resolve();

  function show(summary: Parameters<Approver>[0], signal: AbortSignal): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      if (signal.aborted) {
        reject(new DOMException("Aborted", "AbortError"));
        return;
      }
      const m = messages();
      const headingId = "foyer-approval-title";
      const rows = summary.rows.map((row) =>
        el(doc, "div", { attrs: { class: "field" } }, [
          el(doc, "dt", { text: row.label }),
          el(doc, "dd", {}, [el(doc, "pre", { text: row.value })]),
        ]),
      );
      const from = requester();
      const approve = el(doc, "button", {
        text: m.approve,
        attrs: { type: "button", class: "primary" },
      });
      const rejectButton = el(doc, "button", {
        text: m.reject,
        attrs: { type: "button", class: "secondary" },
      });
      const panel = el(
        doc,
        "section",
        { attrs: { role: "dialog", "aria-modal": "true", "aria-labelledby": headingId } },
        [
          el(doc, "h1", { text: summary.title, attrs: { id: headingId } }),
          el(doc, "div", { attrs: { class: "scroll" } }, [
            ...(from
              ? [el(doc, "p", { text: m.requestedBy(from), attrs: { class: "muted" } })]
              : []),
            el(doc, "dl", {}, rows),
          ]),
          el(doc, "div", { attrs: { class: "actions" } }, [rejectButton, approve]),
        ],
      );
      const finish = (answer: boolean | Error) => {
        signal.removeEventListener("abort", onAbort);
        panel.remove();
        if (answer instanceof Error) reject(answer);
        else resolve(answer);
      };
      const onAbort = () => finish(new DOMException("Aborted", "AbortError"));
      signal.addEventListener("abort", onAbort);
      approve.addEventListener("click", () => finish(true));
      rejectButton.addEventListener("click", () => finish(false));
      panel.addEventListener("keydown", (event) => {
        if (event.key === "Escape") finish(false);
      });
      root.append(panel);
      rejectButton.focus();
    });
  }

  return (summary, signal) => {
    const turn = queue.then(() => show(summary, signal));
    queue = turn.catch(() => undefined);
    return turn;
  };
}
