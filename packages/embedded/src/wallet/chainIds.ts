/**
 * The EVM chain number of a chain id as the frame reports it: a number, a
 * decimal or hex string, or a CAIP-2 `eip155:<n>` id. Undefined otherwise
 * (a Solana genesis hash has no EVM number).
 */
export function evmChainNumber(chainId: number | string): number | undefined {
  if (typeof chainId === "number") return Number.isSafeInteger(chainId) ? chainId : undefined;
  const reference = chainId.startsWith("eip155:") ? chainId.slice("eip155:".length) : chainId;
  if (/^0x[0-9a-f]+$/i.test(reference) || /^[0-9]+$/.test(reference)) {
    const value = Number(reference);
    return Number.isSafeInteger(value) ? value : undefined;
  }
  return undefined;
}

export function toHexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`;
}
