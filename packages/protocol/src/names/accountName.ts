/** The zone names are registered under unless the server is configured otherwise. */
export const DEFAULT_NAME_ZONE = "foyer.id";

/** Behaviour §5: an account name has at least 4 characters. */
export const ACCOUNT_NAME_MIN_LENGTH = 4;
/**
 * A name is a DNS-style label under its zone, and a DNS label holds at most 63 characters;
 * the bound also keeps a record's key small.
 */
export const ACCOUNT_NAME_MAX_LENGTH = 63;

const NAME_CHARACTERS = /^[A-Za-z0-9-]*$/;

/** Why a label breaks behaviour §5's rule, or undefined when it keeps it. */
export type AccountNameProblem = "characters" | "tooShort" | "tooLong";

/**
 * Behaviour §5 account name: ASCII letters, digits and hyphens, at least 4 characters (and at most
 * 63, a DNS label's limit). ASCII only, so look-alike letters from other scripts cannot
 * register a name that reads like someone else's.
 */
export function accountNameProblem(label: string): AccountNameProblem | undefined {
  if (!NAME_CHARACTERS.test(label)) return "characters";
  if (label.length < ACCOUNT_NAME_MIN_LENGTH) return "tooShort";
  if (label.length > ACCOUNT_NAME_MAX_LENGTH) return "tooLong";
  return undefined;
}

/** Whether `name` (a label, without its zone) keeps behaviour §5's account name rule. */
export function isValidAccountName(name: unknown): boolean {
  return typeof name === "string" && accountNameProblem(name) === undefined;
}

/** Name registration encodes the chain id into a 32-bit coin type, so it must stay below 2^31. */
export const NAME_CHAIN_ID_LIMIT = 2 ** 31;

/** Behaviour §5: a chain a name can be registered on has a positive integer id below 2^31. */
export function isNameRegistrationChainId(chainId: unknown): chainId is number {
  return (
    typeof chainId === "number" &&
    Number.isInteger(chainId) &&
    chainId > 0 &&
    chainId < NAME_CHAIN_ID_LIMIT
  );
}

/** SLIP-44 coin type of Ether on Ethereum mainnet, which ENSIP-11 keeps for chain 1. */
export const ETHEREUM_COIN_TYPE = 60;

/**
 * ENSIP-11 coin type of an EVM chain: `0x80000000 | chainId`, except Ethereum mainnet, which
 * keeps SLIP-44's 60. The chain id must pass {@link isNameRegistrationChainId}.
 */
export function evmCoinType(chainId: number): number {
  if (!isNameRegistrationChainId(chainId)) {
    throw new RangeError(`An EVM chain id for a coin type is 1 to 2^31 - 1 (got ${chainId})`);
  }
  return chainId === 1 ? ETHEREUM_COIN_TYPE : (NAME_CHAIN_ID_LIMIT + chainId) >>> 0;
}

/** The full name of `label` in `zone`, as records and lookups spell it: lowercase. */
export function fullAccountName(label: string, zone: string): string {
  return `${label}.${zone}`.toLowerCase();
}

/** The label of a full name in `zone` (`alice.foyer.id` → `alice`), or undefined outside it. */
export function labelInZone(name: string, zone: string): string | undefined {
  const suffix = `.${zone}`.toLowerCase();
  const lower = name.toLowerCase();
  if (!lower.endsWith(suffix)) return undefined;
  const label = lower.slice(0, -suffix.length);
  return label === "" || label.includes(".") ? undefined : label;
}
