import { isObjectLike } from "@foyer/protocol";

/** Deep enough for viem's wrapper chains; the bound also stops cyclic `cause`s. */
const MAX_DEPTH = 8;

function ownCode(value: Record<string, unknown>): number | undefined {
  const code = value.code;
  return typeof code === "number" && Number.isInteger(code) ? code : undefined;
}

/**
 * Where wallets and libraries tuck the error they wrap: `cause` (viem's
 * BaseError chain, standard Error), `data.originalError` (MetaMask mobile
 * wraps 4902 in -32603 this way) and `error` (ethers-style wrappers).
 */
function wrapped(value: Record<string, unknown>): unknown[] {
  const data = value.data;
  return [value.cause, isObjectLike(data) ? data.originalError : undefined, value.error];
}

/** JSON-RPC codes are generic; a 4xxx/5xxx code anywhere in the chain is more specific. */
function isJsonRpcCode(code: number): boolean {
  return code <= -32000 && code >= -32768;
}

/**
 * Reads the numeric wallet error code from an EIP-1193 error, a viem-style
 * error or anything wrapping one (behaviour §8 wallet codes). Walks the wrapped
 * errors breadth-first, outermost first, and prefers a provider or batch code
 * (4xxx/5xxx) over a JSON-RPC code, because wallets report their specific
 * code nested under a generic -32603.
 */
export function readWalletErrorCode(error: unknown): number | undefined {
  let firstJsonRpcCode: number | undefined;
  let level: unknown[] = [error];
  const seen = new Set<unknown>();
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth += 1) {
    const next: unknown[] = [];
    for (const value of level) {
      if (!isObjectLike(value) || seen.has(value)) continue;
      seen.add(value);
      const code = ownCode(value);
      if (code !== undefined && !isJsonRpcCode(code)) return code;
      firstJsonRpcCode ??= code;
      next.push(...wrapped(value));
    }
    level = next;
  }
  return firstJsonRpcCode;
}
