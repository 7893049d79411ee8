import { FrameError, userMessageOf } from "@foyer/core";
import { FRAME_ERROR_CODES } from "@foyer/core/internal";

/** EIP-1193 codes the facade answers with itself. */
export const PROVIDER_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  internal: -32603,
} as const;

/**
 * An EIP-1193 error: viem and wagmi read `code` (4001 → user rejected), and
 * core's wallet-error normaliser does too, so a rejection in the frame reads
 * like a rejection in any other wallet.
 */
export class ProviderRpcError extends Error {
  override readonly name = "ProviderRpcError";
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

/**
 * A frame-client failure as an EIP-1193 error: the frame's rpc code when it
 * sent one, 4200 for a method the allow-list refuses (behaviour §6), 4001 for a
 * request the app gave up (the user closed the modal around the frame's
 * approval: to the dApp, a refusal), else -32603; always keeping the message
 * (e.g. Behaviour §8 'Request was aborted') and the original as `data`.
 */
export function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  const message = userMessageOf(error);
  if (error instanceof FrameError) {
    const rpcCode = error.details.rpcCode;
    if (typeof rpcCode === "number") return new ProviderRpcError(rpcCode, message, error);
    if (error.code === "RPC_METHOD_NOT_ALLOWED") {
      return new ProviderRpcError(PROVIDER_CODES.unsupportedMethod, message, error);
    }
    if (error.code === FRAME_ERROR_CODES.aborted) {
      return new ProviderRpcError(PROVIDER_CODES.userRejected, message, error);
    }
  }
  return new ProviderRpcError(PROVIDER_CODES.internal, message, error);
}
