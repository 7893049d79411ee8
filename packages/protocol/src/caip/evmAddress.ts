// Valibot-free, so a first screen may check an address without loading the schemas.

/** `0x` + 40 hex digits, any case: the one spelling of an EVM address every route accepts. */
export const EVM_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** Whether a value is `0x` + 40 hex digits (no checksum check). */
export function isPrefixedEvmAddress(value: unknown): value is `0x${string}` {
  return typeof value === "string" && EVM_ADDRESS_PATTERN.test(value);
}
