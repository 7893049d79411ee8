import { FrameError } from "@foyer/core";
import {
  ALERTS,
  type CoreText,
  coreText,
  FRAME_ERROR_CODES,
  foyerMessages,
  messages,
} from "@foyer/core/internal";
import { DISALLOWED_RPC } from "../protocol/rpcMethods.js";

/** Behaviour §8: no ready event in time. Carries the alert the modal shows. */
export function frameLoadFailedError(): FrameError {
  return new FrameError(coreText("frameLoadFailed", messages.frameLoadFailed), {
    code: FRAME_ERROR_CODES.loadFailed,
    details: { alert: ALERTS.IFRAME_LOAD_FAILED },
  });
}

/** Behaviour §8: a (login) request the frame did not answer in time. */
export function frameRequestTimeoutError(type: string, timeoutMs: number): FrameError {
  return new FrameError(
    coreText("alertEmbeddedWalletTimedOut", messages.alertEmbeddedWalletTimedOut),
    {
      code: FRAME_ERROR_CODES.requestTimeout,
      details: { alert: ALERTS.IFRAME_REQUEST_TIMEOUT, type, timeoutMs },
    },
  );
}

/**
 * The frame's refusals it words in core's own catalogue (it sends the English beside the
 * code): the app shows them by key, so the modal says them in its language.
 */
function frameRefusalTexts(): Readonly<Record<string, CoreText>> {
  return {
    NOT_SIGNED_IN: coreText("notConnectedToEmailOrSocial", messages.notConnectedToEmailOrSocial),
    PASSKEY_CANCELLED: coreText("connectionRejected", messages.connectionRejected),
    FARCASTER_NOT_STARTED: coreText(
      "farcasterConnectionFailed",
      messages.farcasterConnectionFailed,
    ),
    REQUEST_ABORTED: coreText("requestAborted", messages.requestAborted),
    FRAME_FAILED: coreText("frameErrorWithoutMessage", messages.frameErrorWithoutMessage),
  };
}

/**
 * The frame's ERROR reply; behaviour §8 gives the text when it sends none. An
 * rpc error code the frame sent (4001 rejected, …) is kept as `details.rpcCode`,
 * the code of a refusal (the auth server's SESSION_EXPIRED, the frame's PASSKEY_CANCELLED …)
 * as `details.refusal`.
 */
export function frameReplyError(
  type: string,
  message: string | undefined,
  rpcCode?: number,
  refusal?: string,
): FrameError {
  const texts = frameRefusalTexts();
  const keyed = refusal !== undefined && Object.hasOwn(texts, refusal) ? texts[refusal] : undefined;
  return new FrameError(
    keyed ?? (message || coreText("frameErrorWithoutMessage", messages.frameErrorWithoutMessage)),
    {
      code: FRAME_ERROR_CODES.frameError,
      details: {
        type,
        ...(rpcCode === undefined ? {} : { rpcCode }),
        ...(refusal === undefined ? {} : { refusal }),
      },
    },
  );
}

/**
 * Behaviour §8: a request cut short by an abort — unsafe RPC calls say so
 * plainly, anything else reads as a generic failure.
 */
export function frameAbortError(type: string, unsafeRpc: boolean): FrameError {
  return new FrameError(
    unsafeRpc
      ? coreText("requestAborted", messages.requestAborted)
      : coreText("somethingWentWrong", messages.somethingWentWrong),
    {
      code: FRAME_ERROR_CODES.aborted,
      details: { type },
    },
  );
}

/** Behaviour §6: a method outside the safe and unsafe lists, with the text the UI shows. */
export function rpcNotAllowedError(method: unknown): FrameError {
  return new FrameError(DISALLOWED_RPC.message, {
    code: FRAME_ERROR_CODES.notAllowed,
    details: { method, uiMessage: DISALLOWED_RPC.uiMessage },
  });
}

/** The app tried to send a payload its own schema refuses: a bug in the caller. */
export function invalidRequestError(type: string, reason: string): FrameError {
  return new FrameError(coreText("walletInvalidParams", foyerMessages.walletInvalidParams), {
    code: FRAME_ERROR_CODES.invalidRequest,
    details: { type, reason },
  });
}

/** The client was destroyed while the request was open. */
export function frameDestroyedError(type: string): FrameError {
  return new FrameError(coreText("somethingWentWrong", messages.somethingWentWrong), {
    code: FRAME_ERROR_CODES.destroyed,
    details: { type },
  });
}
