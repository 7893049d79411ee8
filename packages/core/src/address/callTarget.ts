/**
 * Behaviour §5: the `to` of a call (wallet_sendCalls) starts with `0x`. Only the
 * prefix is checked, as the spec says; the wallet validates the address.
 */
export function isCallTarget(value: unknown): value is `0x${string}` {
  return typeof value === "string" && value.startsWith("0x");
}
