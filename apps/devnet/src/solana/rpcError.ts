/** A JSON-RPC error with the code Solana's RPC uses for it (Agave's `rpc_custom_error`). */
export class SolanaRpcError extends Error {
  override name = "SolanaRpcError";
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** The codes this chain answers with: JSON-RPC's own, then Agave's custom ones. */
export const RpcCode = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** sendTransaction's preflight simulation failed. */
  sendTransactionPreflightFailure: -32002,
  transactionSignatureVerificationFailure: -32003,
  blockNotAvailable: -32004,
  longTermStorageSlotSkipped: -32009,
  transactionVersionNotSupported: -32015,
  minContextSlotNotReached: -32016,
} as const;

export function invalidParams(message: string): SolanaRpcError {
  return new SolanaRpcError(RpcCode.invalidParams, message);
}
