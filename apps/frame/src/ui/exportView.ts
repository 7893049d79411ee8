import { isApiError } from "../api/apiError.js";
import { ownRefusalText, refusalText } from "../api/refusalText.js";
import { WalletFrameError } from "../errors/walletFrameError.js";
import type { ExportOutcome } from "../handlers/handlerTypes.js";
import { type FrameMessages, frameEn } from "../i18n/frameEn.js";
import type { KeyExport } from "../wallet/keyExport.js";
import { el } from "./dom.js";

const CODE = /^\d{6}$/;

function errorText(error: unknown, m: FrameMessages): string {
  if (isApiError(error)) return refusalText(error, m);
  if (error instanceof WalletFrameError) return ownRefusalText(error, m);
  return error instanceof Error && error.message ? error.message : m.somethingWentWrong;
}

/**
 * The key-export screen, rendered inside the frame (the dApp lays the frame over the modal's
 * content area but cannot read it): for an email user a code is mailed as the screen opens and
 * the right code unlocks the key; a social or Farcaster user's recent sign-in unlocks it without
 * one (older: the server asks them to sign in again). The key is written into the DOM only after
 * a separate "Reveal" click. Closing — Done, Cancel, Escape or the signal — empties every field
 * and removes the screen; the key lives in this closure until then and is dropped with it.
 */
export function renderExportView(
  doc: Document,
  root: HTMLElement,
  keyExport: KeyExport,
  signal: AbortSignal,
  m: FrameMessages = frameEn,
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
    const verify = button(m.continue, "primary");
    const resend = button(m.sendNewCode, "secondary");
    // Not a <form>: the frame's sandbox has no allow-forms, and Chromium then
    // drops a submission before its submit event fires — the code was never sent.
    const form = el(
      doc,
      "div",
      { attrs: { role: "group", "aria-label": m.code, class: "stack" } },
      [
        el(doc, "label", { text: m.codeFromEmail, attrs: { for: "foyer-export-code" } }),
        input,
        resend,
      ],
    );
    const reveal = button(m.revealKey, "primary");
    const keyOutput = el(doc, "output", { attrs: { "aria-label": m.privateKey, class: "field" } });
    const copy = button(m.copy, "secondary");
    const close = button(m.cancel, "secondary");
    const keyStep = el(doc, "div", { attrs: { hidden: "", class: "stack" } }, [
      el(doc, "p", {
        text: m.noOneWatching,
      }),
      reveal,
      keyOutput,
      copy,
    ]);
    copy.hidden = true;
    const intro = el(doc, "p", { text: m.exportIntro, attrs: { class: "muted" } });
    // Shown once the proof is known: a code for an email user, none after a recent sign-in.
    form.hidden = true;
    verify.hidden = true;
    const panel = el(
      doc,
      "section",
      { attrs: { role: "dialog", "aria-modal": "true", "aria-labelledby": "foyer-export-title" } },
      [
        el(doc, "h1", { text: m.titles.exportKey, attrs: { id: "foyer-export-title" } }),
        el(doc, "div", { attrs: { class: "scroll stack" } }, [intro, form, keyStep, status, alert]),
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
      say(m.sendingCode);
      keyExport.sendCode().then(
        () => {
          if (!closed) say(m.codeSent);
        },
        (error: unknown) => {
          if (!closed) warn(errorText(error, m));
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
        warn(m.enterCode);
        return;
      }
      verify.disabled = true;
      say(m.checkingCode);
      keyExport.unlock(otp).then(
        (unlocked) => {
          if (closed) return;
          key = unlocked;
          form.remove();
          verify.remove();
          keyStep.hidden = false;
          say(m.codeAccepted);
          reveal.focus();
        },
        (error: unknown) => {
          if (closed) return;
          verify.disabled = false;
          input.value = "";
          warn(errorText(error, m));
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
      close.textContent = m.done;
      say("");
    });
    copy.addEventListener("click", () => {
      if (!key) return;
      navigator.clipboard.writeText(key).then(
        () => say(m.copied),
        () => warn(m.copyFailed),
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
    close.focus();
    keyExport.proof().then(
      (proof) => {
        if (closed) return;
        if (proof === "code") {
          form.hidden = false;
          verify.hidden = false;
          input.focus();
          sendCode();
          return;
        }
        // A social or Farcaster user: the sign-in of the last minutes is the proof.
        intro.textContent = m.exportIntroSignedIn;
        form.remove();
        verify.remove();
        say(m.checkingSignIn);
        keyExport.unlock(undefined).then(
          (unlocked) => {
            if (closed) return;
            key = unlocked;
            keyStep.hidden = false;
            say("");
            reveal.focus();
          },
          (error: unknown) => {
            if (!closed) warn(errorText(error, m));
          },
        );
      },
      (error: unknown) => {
        if (!closed) warn(errorText(error, m));
      },
    );
  });
}
