import * as v from "valibot";
import { isBitcoinAddressShape } from "../bitcoin/bitcoinNetworks.js";
import { isCaipAddress, isCaipNetworkId, parseCaipAddress } from "../caip/caip.js";
import { EVM_ADDRESS_PATTERN, isPrefixedEvmAddress } from "../caip/evmAddress.js";

/** How a refused value is quoted in a message: cut, so a huge value can't bloat the answer. */
export function shown(value: unknown, max = 64): string {
  return typeof value === "string" ? value.slice(0, max) : typeof value;
}

/** A required `chainId` query parameter, a CAIP-2 id. */
export const ChainIdParam = v.pipe(
  v.string("chainId query parameter is required, e.g. ?chainId=eip155:1"),
  v.check(
    (value: string) => isCaipNetworkId(value),
    (issue: v.CheckIssue<string>) =>
      `chainId must be a CAIP-2 id like eip155:1 (got "${shown(issue.input)}")`,
  ),
);

/**
 * `0x` + 40 hex digits, any case. Mixed case is not checked against its checksum: clients
 * send lowercased addresses too; a route that acts on funds checks more itself.
 */
export const EvmAddressField = v.pipe(
  v.string(
    (issue) => `"${shown(issue.input)}" is not an EVM address (0x followed by 40 hex digits)`,
  ),
  v.regex(
    EVM_ADDRESS_PATTERN,
    (issue) => `"${shown(issue.input)}" is not an EVM address (0x followed by 40 hex digits)`,
  ),
);

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const ACCOUNT_ADDRESS_MESSAGE = (input: unknown) =>
  `"${shown(input)}" is not an account address (0x and 40 hex digits, 32-44 base58 characters, or a Bitcoin address)`;

/** An EVM, Solana (behaviour §5: 32-44 base58 characters) or Bitcoin address; the route matches it to its network. */
export const AccountAddressField = v.pipe(
  v.string((issue) => ACCOUNT_ADDRESS_MESSAGE(issue.input)),
  v.check(
    (value: string) =>
      isPrefixedEvmAddress(value) || SOLANA_ADDRESS.test(value) || isBitcoinAddressShape(value),
    (issue: v.CheckIssue<string>) => ACCOUNT_ADDRESS_MESSAGE(issue.input),
  ),
);

/** Whether an address fits a namespace's form (a route that takes both checks it against its network). */
export function isAddressOfNamespace(address: string, namespace: string): boolean {
  if (namespace === "eip155") return isPrefixedEvmAddress(address);
  if (namespace === "solana") return SOLANA_ADDRESS.test(address);
  if (namespace === "bip122") return isBitcoinAddressShape(address);
  return false;
}

/** A CAIP-10 account or token id. */
export const CaipAddressField = v.pipe(
  v.string((issue) => `"${shown(issue.input, 100)}" is not a CAIP-10 address`),
  v.check(
    (value: string) => isCaipAddress(value),
    (issue: v.CheckIssue<string>) => `"${shown(issue.input, 100)}" is not a CAIP-10 address`,
  ),
);

/** A CAIP-10 id read into its parts (`chainId` is the CAIP-2 part). */
export const CaipAddressPartsField = v.pipe(
  CaipAddressField,
  v.transform((id) => {
    const { namespace, reference, address } = parseCaipAddress(id)!;
    return { chainId: `${namespace}:${reference}` as const, address };
  }),
);

/** An optional page size: 1 to `max` as decimal digits; absent gives the route's default. */
export function pageLimitParam(max: number) {
  const message = `limit must be an integer from 1 to ${max}`;
  return v.optional(
    v.pipe(
      v.string(message),
      v.regex(/^\d{1,3}$/, message),
      v.transform(Number),
      v.number(),
      v.minValue(1, message),
      v.maxValue(max, message),
    ),
  );
}

/** An optional cursor from a previous page's `next`; empty counts as absent. */
export const CursorParam = v.optional(
  v.pipe(
    v.string("cursor must be a value from a previous `next`"),
    v.maxLength(512, "cursor must be a value from a previous `next`"),
  ),
);

/** A boolean query flag as it travels: `true`/`1` are true, anything else false. */
export const FlagParam = v.optional(
  v.pipe(
    v.string(),
    v.transform((value) => value === "true" || value === "1"),
  ),
);
