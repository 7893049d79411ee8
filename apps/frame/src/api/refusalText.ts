import { AUTH_REFUSAL_MESSAGES, isAuthRefusalCode, readWrongCodeWait } from "@foyer/protocol";
import type { WalletFrameError } from "../errors/walletFrameError.js";
import type { FrameMessages } from "../i18n/frameEn.js";

/**
 * What the app shows for a server refusal, in the frame's language: the server
 * answers in English, so its `code` (and, for the wrong-code wait, the count its
 * text names) picks the translation. A refusal whose text is not the code's
 * fixed one (a BAD_REQUEST naming its field) or an unknown code keeps the
 * server's words: better English than a wrong translation.
 */
export function refusalText(refusal: { code: string; message: string }, m: FrameMessages): string {
  const { code, message } = refusal;
  if (code === "RATE_LIMITED") {
    const wait = readWrongCodeWait(message);
    if (wait) return m.wrongCodeWait[wait.unit](wait.count);
  }
  if (isAuthRefusalCode(code) && message === AUTH_REFUSAL_MESSAGES[code] && translated(code, m)) {
    return m.refusals[code];
  }
  return message;
}

/** Whether the catalogue translates `code`. */
function translated(code: string, m: FrameMessages): code is keyof FrameMessages["refusals"] {
  return Object.hasOwn(m.refusals, code);
}

/**
 * What the app shows for the frame's own refusal, in the frame's language: the error's text
 * key and arguments pick the words; an error without one (a start-up failure) keeps its English.
 */
export function ownRefusalText(error: WalletFrameError, m: FrameMessages): string {
  const text = error.frameText;
  if (text === undefined) return error.shortMessage;
  const words: unknown = m.ownRefusals[text.key];
  return typeof words === "function"
    ? (words as (...args: readonly (string | number)[]) => string)(...text.args)
    : (words as string);
}
