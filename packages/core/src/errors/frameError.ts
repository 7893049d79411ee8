import { FoyerError } from "./FoyerError.js";

/**
 * The codes of {@link FrameError}, by what happened. The two the spec names
 * (behaviour §8) keep its spelling; the others are Foyer's.
 */
export const FRAME_ERROR_CODES = {
  loadFailed: "iframe_load_failed",
  requestTimeout: "iframe_request_timeout",
  frameError: "FRAME_ERROR",
  aborted: "FRAME_REQUEST_ABORTED",
  notAllowed: "RPC_METHOD_NOT_ALLOWED",
  invalidRequest: "FRAME_INVALID_REQUEST",
  destroyed: "FRAME_DESTROYED",
  alreadyMounted: "FRAME_ALREADY_MOUNTED",
} as const;

export type FrameErrorCode = (typeof FRAME_ERROR_CODES)[keyof typeof FRAME_ERROR_CODES];

/**
 * A request to the embedded wallet's frame failed on the app's side (behaviour §8
 * Frame): the frame did not load or answer in time, answered with an error,
 * the request was aborted or refused before it left. Errors that should
 * raise a modal alert carry it as `details.alert`.
 */
export class FrameError extends FoyerError<FrameErrorCode> {
  static override readonly docsPath: string = "docs/errors.md#frameerror";
  override readonly name = "FrameError";
}
