import { describePreview, type PreviewAnswer, type PreviewView } from "@foyer/core/internal";
import type { FrameMessages } from "../i18n/frameEn.js";
import { el } from "./dom.js";

/** The balance-changes section, first in its loading state; `settle` fills it in. */
export function previewSection(doc: Document, m: FrameMessages) {
  const body = el(doc, "div", { attrs: { "aria-busy": "true" } }, [
    el(doc, "p", { text: m.simulating, attrs: { class: "muted" } }),
  ]);
  const calls = el(doc, "div");
  const section = el(
    doc,
    "section",
    {
      attrs: { class: "preview", "aria-label": m.balanceChanges, "data-testid": "balance-changes" },
    },
    [el(doc, "h2", { text: m.balanceChanges }), body, calls],
  );

  function settle(answer: PreviewAnswer | undefined, callCount: number): PreviewView {
    const view = describePreview(answer, callCount, m);
    const children: Node[] = [];
    switch (view.status) {
      case "changes":
        children.push(
          el(
            doc,
            "ul",
            { attrs: { class: "changes" } },
            view.changes.map((line) =>
              el(doc, "li", { text: line.text, attrs: { class: line.direction } }),
            ),
          ),
        );
        break;
      case "none":
        children.push(el(doc, "p", { text: m.noBalanceChanges, attrs: { class: "muted" } }));
        break;
      case "fails":
        children.push(
          el(doc, "p", { text: m.wouldFail, attrs: { class: "warning", role: "alert" } }),
        );
        break;
      case "unavailable":
        children.push(el(doc, "p", { text: m.couldNotSimulate, attrs: { class: "muted" } }));
        break;
    }
    if (view.detail)
      children.push(el(doc, "p", { text: view.detail, attrs: { class: "muted small prose" } }));
    body.replaceChildren(...children);
    body.removeAttribute("aria-busy");
    if (view.calls.length > 0) {
      calls.replaceChildren(
        el(doc, "h2", { text: m.whatItDoes }),
        el(
          doc,
          "ol",
          { attrs: { class: "calls" } },
          view.calls.map((text) => el(doc, "li", { text })),
        ),
      );
    }
    return view;
  }

  return { section, settle };
}
