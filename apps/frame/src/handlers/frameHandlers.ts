import { messages } from "@foyer/core/internal";
import type { AppToFrameMessage } from "@foyer/embedded";
import { BaseError } from "viem";
import { isApiError } from "../api/apiError.js";
import { ownRefusalText, refusalText } from "../api/refusalText.js";
import { frameText, WalletFrameError } from "../errors/walletFrameError.js";
import { frameEn } from "../i18n/frameEn.js";
import { RpcAborted } from "../rpc/handleRpc.js";
import { RpcFailure } from "../rpc/rpcErrors.js";
import { AccountTypeError } from "../smartAccount/accountSelection.js";
import { appHandlers } from "./appHandlers.js";
import { chainHandlers } from "./chainHandlers.js";
import { emailHandlers } from "./emailHandlers.js";
import { createFrameContext, initialState } from "./frameContext.js";
import type { FrameHandler, FrameHandlerMap } from "./handlerMap.js";
import type { FrameDeps, FrameState, HandlerResult } from "./handlerTypes.js";
import { loginHandlers } from "./loginHandlers.js";
import { dropSession } from "./sessionOps.js";
import { smartAccountHandlers } from "./smartAccountHandlers.js";
import { createUserReader, userHandlers } from "./userHandlers.js";

export { initialState, proxyUrlFor, rpcUrlFor } from "./frameContext.js";
export { EMAIL_RECHECK_MS } from "./userHandlers.js";

/**
 * The frame's request handlers (behaviour §7), one per request type, gathered by area. Each
 * takes a message that already passed origin, source and schema checks and answers SUCCESS or
 * ERROR.
 */
export function createFrameHandlers(deps: FrameDeps, state: FrameState = initialState(deps)) {
  const context = createFrameContext(deps, state);
  const getUser = createUserReader(context);
  const handlers: FrameHandlerMap = {
    ...emailHandlers(context),
    ...loginHandlers(context, getUser),
    ...userHandlers(context, getUser),
    ...chainHandlers(context),
    ...appHandlers(context),
    ...smartAccountHandlers(context),
  };

  return {
    state,
    /** `origin`: the sending app's, as the message gate accepted it. */
    async handle(message: AppToFrameMessage, origin?: string): Promise<HandlerResult> {
      try {
        // A type the gate let through but no handler knows (a newer app) is refused by name.
        const handler = Object.hasOwn(handlers, message.type)
          ? (handlers[message.type] as FrameHandler<AppToFrameMessage["type"]>)
          : undefined;
        if (handler === undefined) throw notSupported((message as { type: string }).type);
        return { ok: true, payload: await handler(message, origin) };
      } catch (error) {
        return failure(deps, state, error);
      }
    },
  };
}

function notSupported(type: string): WalletFrameError {
  return new WalletFrameError(frameText("notSupported"), {
    code: "NOT_SUPPORTED",
    details: { type },
  });
}

export type FrameHandlers = ReturnType<typeof createFrameHandlers>;

function failure(deps: FrameDeps, state: FrameState, error: unknown): HandlerResult {
  // Words of core's catalogue travel with a code, by which the app shows them in its language.
  if (error instanceof RpcAborted) {
    return { ok: false, message: messages.requestAborted, refusal: "REQUEST_ABORTED" };
  }
  if (error instanceof RpcFailure) return { ok: false, message: error.message, code: error.code };
  if (isApiError(error)) {
    if (error.code === "SESSION_EXPIRED") dropSession(deps, state);
    // The app shows the message ('Invalid code', 'Session Expired' …) in its own language, and
    // acts on the server's code (SESSION_EXPIRED raises its session alert), never on the words.
    return {
      ok: false,
      message: refusalText(error, deps.locale?.messages() ?? frameEn),
      refusal: error.code,
    };
  }
  // The app shows the person's text in its language, never the developer message.
  if (error instanceof WalletFrameError) {
    return {
      ok: false,
      message: ownRefusalText(error, deps.locale?.messages() ?? frameEn),
      refusal: error.code,
    };
  }
  if (error instanceof AccountTypeError) return { ok: false, message: error.message };
  // viem's short message names the chain's complaint (nonce, funds) without a stack.
  if (error instanceof BaseError) return { ok: false, message: error.shortMessage };
  // Anything else is a bug; its text may carry internals, so the app gets the generic one.
  return { ok: false, message: messages.frameErrorWithoutMessage, refusal: "FRAME_FAILED" };
}
