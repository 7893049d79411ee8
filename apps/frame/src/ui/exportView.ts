import { APPROVAL_TITLES } from "@foyer/core";
import type { ExportOutcome } from "../handlers/handlerTypes.js";
import type { KeyExport } from "../wallet/keyExport.js";
import { el } from "./dom.js";

const CODE = /^\d{6}$/;

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Something went wrong";
}

/**
 * The key-export screen, rendered inside the frame (the dApp lays the frame
 * over the modal's content area but cannot read it): a code is mailed as the screen opens, the right
 * code unlocks the key, and the key is written into the DOM only after a
 * separate "Reveal" click. Closing — Done, Cancel, Escape or the signal —
 * empties every field and removes the screen; the key lives in this closure
 * until then and is dropped with it.
 */
export function renderExportView(
  doc: Document,
  root: HTMLElement,
  keyExport: KeyExport,
  signal: AbortSignal,
): Promise<ExportOutcome> {
  return new Promise<ExportOutcome>((resolve) => {
    let key: string | undefined;
    let revealed = false;
    let closed = false;

    const status = el(doc, "p", { attrs: { role: "status" } });
    const alert = el(doc, "p", { attrs: { role: "alert", class: "error" } });
    const input = el(doc, "input", {
      attrs: {
        id: "foyer-export-code",
        inputmode: "numeric",
        autocomplete: "one-time-code",
        maxlength: "6",
      },
    });
    const button = (text: string, kind: "primary" | "secondary") =>
      el(doc, "button", { text, attrs: { type: "button", class: kind } });
    const verify = button("Continue", "primary");
    const resend = button("Send a new code", "secondary");
    // Not a <form>: the frame's sandbox has no allow-forms, and Chromium then
    // drops a submission before its submit event fires — the code was never sent.
    const form = el(
      doc,
      "div",
      { attrs: { role: "group", "aria-label": "Code", class: "stack" } },
      [
        el(doc, "label", { text: "Code from your email", attrs: { for: "foyer-export-code" } }),
        input,
        resend,
      ],
    );
    const reveal = button("Reveal private key", "primary");
    const keyOutput = el(doc, "output", { attrs: { "aria-label": "Private key", class: "field" } });
    const copy = button("Copy", "secondary");
    const close = button("Cancel", "secondary");
    const keyStep = el(doc, "div", { attrs: { hidden: "", class: "stack" } }, [
      el(doc, "p", {
        text: "Make sure no one can see your screen. Never share this key or paste it into a website.",
      }),
      reveal,
      keyOutput,
      copy,
    ]);
    copy.hidden = true;
    const panel = el(
      doc,
      "section",
      { attrs: { role: "dialog", "aria-modal": "true", "aria-labelledby": "foyer-export-title" } },
      [
        el(doc, "h1", { text: APPROVAL_TITLES.exportKey, attrs: { id: "foyer-export-title" } }),
        el(doc, "div", { attrs: { class: "scroll stack" } }, [
          el(doc, "p", {
            text: "Anyone with this key controls your wallet. To be sure it is you, we email you a new code first.",
            attrs: { class: "muted" },
          }),
          form,
          keyStep,
          status,
          alert,
        ]),
        el(doc, "div", { attrs: { class: "actions" } }, [close, verify]),
      ],
    );

    const say = (text: string) => {
      status.textContent = text;
      alert.textContent = "";
    };
    const warn = (text: string) => {
      status.textContent = "";
      alert.textContent = text;
    };

    const sendCode = () => {
      say("Sending a code to your email…");
      keyExport.sendCode().then(
        () => {
          if (!closed) say("We emailed you a code. Enter it to continue.");
        },
        (error: unknown) => {
          if (!closed) warn(errorText(error));
        },
      );
    };

    const finish = () => {
      if (closed) return;
      closed = true;
      signal.removeEventListener("abort", finish);
      keyOutput.textContent = "";
      input.value = "";
      key = undefined;
      panel.remove();
      resolve(revealed ? "done" : "cancelled");
    };

    const submit = () => {
      if (verify.disabled) return;
      const otp = input.value.trim();
      if (!CODE.test(otp)) {
        warn("Enter the 6-digit code from your email");
        return;
      }
      verify.disabled = true;
      say("Checking the code…");
      keyExport.unlock(otp).then(
        (unlocked) => {
          if (closed) return;
          key = unlocked;
          form.remove();
          verify.remove();
          keyStep.hidden = false;
          say("Code accepted.");
          reveal.focus();
        },
        (error: unknown) => {
          if (closed) return;
          verify.disabled = false;
          input.value = "";
          warn(errorText(error));
          input.focus();
        },
      );
    };
    verify.addEventListener("click", submit);
    input.addEventListener("keydown", (event) => {
      if (event.key === "Enter") submit();
    });
    resend.addEventListener("click", sendCode);
    reveal.addEventListener("click", () => {
      if (!key) return;
      keyOutput.textContent = key;
      revealed = true;
      reveal.remove();
      copy.hidden = false;
      close.textContent = "Done";
      say("");
    });
    copy.addEventListener("click", () => {
      if (!key) return;
      navigator.clipboard.writeText(key).then(
        () => say("Copied"),
        () => warn("Could not copy; select the key and copy it yourself"),
      );
    });
    close.addEventListener("click", finish);
    panel.addEventListener("keydown", (event) => {
      if (event.key === "Escape") finish();
    });
    if (signal.aborted) {
      resolve("cancelled");
      return;
    }
    signal.addEventListener("abort", finish);
    root.append(panel);
    input.focus();
    sendCode();
  });
}
