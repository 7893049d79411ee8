/**
 * An error the frame answers an rpc request with. `code` follows EIP-1193 /
 * JSON-RPC where one applies (4001 user rejected, 4100 unauthorized, 4200
 * unsupported method) so the app can map it once the wire carries it.
 */
export class RpcFailure extends Error {
  readonly code: number;

  constructor(message: string, code: number) {
    super(message);
    this.name = "RpcFailure";
    this.code = code;
  }
}

export const USER_REJECTED = { message: "User rejected the request.", code: 4001 } as const;
/**
 * The account cannot pay the network fee (or the value): the JSON-RPC error nodes answer with,
 * whose words viem and ethers read as insufficient funds.
 */
export const INSUFFICIENT_FUNDS = {
  message: "insufficient funds for gas * price + value",
  code: -32000,
} as const;
export const UNAUTHORIZED = { message: "Not connected to email or social", code: 4100 } as const;

export function rpcFailure(spec: { message: string; code: number }): RpcFailure {
  return new RpcFailure(spec.message, spec.code);
}
