/** EIP-1193 / EIP-1474 codes the wallet answers with. */
export const ErrorCode = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidRequest: -32600,
  invalidParams: -32602,
  internal: -32603,
} as const;

/**
 * The EIP-1193 error shape: an `Error` with a numeric `code` (and optional
 * `data`), so dApps and libraries that switch on `error.code` see what a
 * real extension would give them.
 */
export class ProviderRpcError extends Error {
  override readonly name = "ProviderRpcError";
  readonly code: number;
  readonly data?: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    if (data !== undefined) this.data = data;
  }
}

export function isProviderRpcError(value: unknown): value is ProviderRpcError {
  return value instanceof ProviderRpcError;
}

export function userRejected(what: string): ProviderRpcError {
  return new ProviderRpcError(ErrorCode.userRejected, `User rejected the ${what} request.`);
}

export function invalidParams(message: string): ProviderRpcError {
  return new ProviderRpcError(ErrorCode.invalidParams, `Invalid params: ${message}`);
}

export function unauthorized(): ProviderRpcError {
  return new ProviderRpcError(
    ErrorCode.unauthorized,
    "The requested account and/or method has not been authorized by the user. Call eth_requestAccounts first.",
  );
}

export function unsupportedMethod(method: string): ProviderRpcError {
  return new ProviderRpcError(
    ErrorCode.unsupportedMethod,
    `The Foyer test wallet does not support the method "${method}".`,
  );
}

export function unrecognizedChain(chainIdHex: string): ProviderRpcError {
  return new ProviderRpcError(
    ErrorCode.unrecognizedChain,
    `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
  );
}

/** The most useful one-line text of an error from viem or elsewhere. */
export function errorText(error: unknown): string {
  if (error instanceof Error) {
    const short = (error as { shortMessage?: unknown }).shortMessage;
    return typeof short === "string" ? short : error.message;
  }
  return String(error);
}

/** Any failure as an EIP-1193 error, so dApps can always read `code`. */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  return new ProviderRpcError(ErrorCode.internal, errorText(error), { cause: errorText(error) });
}
