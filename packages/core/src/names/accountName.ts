const ACCOUNT_NAME = /^[A-Za-z0-9-]{4,}$/;

/**
 * SPEC §5 account name: ASCII letters, digits and hyphens, at least 4
 * characters. ASCII only, so look-alike letters from other scripts cannot
 * register a name that reads like someone else's.
 */
export function isValidAccountName(name: unknown): boolean {
  return typeof name === "string" && ACCOUNT_NAME.test(name);
}

/** Name registration encodes the chain id into a 32-bit coin type, so it must stay below 2^31. */
const MAX_NAME_CHAIN_ID = 2 ** 31;

/** SPEC §5: a chain a name can be registered on has a positive integer id below 2^31. */
export function isNameRegistrationChainId(chainId: unknown): boolean {
  return (
    typeof chainId === "number" &&
    Number.isInteger(chainId) &&
    chainId > 0 &&
    chainId < MAX_NAME_CHAIN_ID
  );
}
