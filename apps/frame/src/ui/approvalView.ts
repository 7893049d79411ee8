import { type FrameMessages, frameEn } from "../i18n/frameEn.js";
import type { Approver } from "../rpc/handleRpc.js";
import { el } from "./dom.js";
import { previewSection } from "./previewView.js";
import { type ClaimedApp, requesterBlock } from "./requesterView.js";

/**
 * The ApproveTransaction view (behaviour §6): who asks (the verified origin above the app's own
 * claims), what the request will do (the server's simulation and decoded calls, for what
 * sends), what is being signed, then Approve or Reject (Escape rejects). It is rendered inside
 * the frame, which the app lays over the modal's content area, so the dApp can show it but
 * can neither read nor click it for the user. The modal's header already names the request,
 * so the frame's own title is there for screen readers only. Approve waits for the preview,
 * and for a tick that the warnings were read when there are any. One request at a time: a
 * second one waits until the first is answered.
 */
export function createDomApprover(
  doc: Document,
  root: HTMLElement,
  requester: () => ClaimedApp,
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
      const approve = el(doc, "button", {
        text: m.approve,
        attrs: { type: "button", class: "primary" },
      });
      const rejectButton = el(doc, "button", {
        text: m.reject,
        attrs: { type: "button", class: "secondary" },
      });

      // Warnings known now (typed data on another chain) and those the preview brings.
      const warningList = el(doc, "div", { attrs: { class: "warnings" } });
      const acknowledge = el(doc, "input", {
        attrs: { type: "checkbox", id: "foyer-acknowledge" },
      });
      const acknowledgeRow = el(
        doc,
        "label",
        { attrs: { class: "acknowledge", for: "foyer-acknowledge" } },
        [acknowledge, doc.createTextNode(m.acknowledgeWarning)],
      );
      let warnings: string[] = [];
      let previewPending = summary.preview !== undefined;
      const refresh = () => {
        warningList.replaceChildren(
          ...warnings.map((text) =>
            el(doc, "p", { text, attrs: { class: "warning", role: "alert" } }),
          ),
          ...(warnings.length > 0 ? [acknowledgeRow] : []),
        );
        approve.disabled = previewPending || (warnings.length > 0 && !acknowledge.checked);
      };
      acknowledge.addEventListener("change", refresh);
      warnings = [...(summary.warnings ?? [])];

      const preview = summary.preview && previewSection(doc, m);
      const panel = el(
        doc,
        "section",
        { attrs: { role: "dialog", "aria-modal": "true", "aria-labelledby": headingId } },
        [
          el(doc, "h1", {
            text: summary.title,
            attrs: { id: headingId, class: "visually-hidden" },
          }),
          el(doc, "div", { attrs: { class: "scroll" } }, [
            ...requesterBlock(doc, summary.origin, requester(), m),
            ...(preview ? [preview.section] : []),
            warningList,
            el(doc, "dl", {}, rows),
          ]),
          el(doc, "div", { attrs: { class: "actions" } }, [rejectButton, approve]),
        ],
      );
      refresh();
      let open = true;
      if (summary.preview && preview) {
        const { callCount } = summary.preview;
        summary.preview
          .load()
          .then(
            (answer) => answer,
            () => undefined,
          )
          .then((answer) => {
            if (!open) return;
            const view = preview.settle(answer, callCount);
            warnings = [...warnings, ...view.warnings];
            previewPending = false;
            refresh();
          });
      }
      const finish = (answer: boolean | Error) => {
        open = false;
        signal.removeEventListener("abort", onAbort);
        panel.remove();
        if (answer instanceof Error) reject(answer);
        else resolve(answer);
      };
      const onAbort = () => finish(new DOMException("Aborted", "AbortError"));
      signal.addEventListener("abort", onAbort);
      approve.addEventListener("click", () => {
        if (!approve.disabled) finish(true);
      });
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
