import * as v from "valibot";
import { ChainIdParam, EvmAddressField, shown } from "../http/fields.js";
import { defineRoute } from "../http/route.js";

/** Most calls one preview reads: a wallet_sendCalls batch is small; more is refused. */
export const MAX_PREVIEW_CALLS = 16;

const HexQuantity = v.pipe(
  v.string("value must be a hex quantity like 0x0"),
  v.regex(
    /^0x[0-9a-fA-F]{1,64}$/,
    (issue) => `value must be a hex quantity like 0x0 (got "${shown(issue.input)}")`,
  ),
);
const HexData = v.pipe(
  v.string("data must be hex bytes"),
  v.regex(
    /^0x(?:[0-9a-fA-F]{2})*$/,
    (issue) => `data must be hex bytes (got "${shown(issue.input)}")`,
  ),
  v.maxLength(2 + 2 * 128 * 1024, "data must be at most 128 KiB"),
);

/** One call as a wallet sends it: the target, wei as hex, calldata. */
export const PreviewCallSchema = v.object({
  to: EvmAddressField,
  value: v.optional(HexQuantity),
  data: v.optional(HexData),
});
export type PreviewCall = v.InferOutput<typeof PreviewCallSchema>;

/** Digits with an optional minus sign: a signed amount in a token's smallest unit. */
const SignedDigits = v.pipe(v.string(), v.regex(/^-?\d+$/));
const Digits = v.pipe(v.string(), v.regex(/^\d+$/));

/**
 * One asset the account gains (positive `amount`) or loses (negative) once the calls ran:
 * the native coin, an ERC-20 (smallest units, with its symbol and decimals), or NFTs
 * (ERC-721 and ERC-1155, by token id).
 */
export const BalanceChangeSchema = v.variant("kind", [
  v.object({
    kind: v.literal("native"),
    symbol: v.string(),
    decimals: v.number(),
    amount: SignedDigits,
  }),
  v.object({
    kind: v.literal("erc20"),
    /** The token contract. */
    token: v.string(),
    symbol: v.string(),
    decimals: v.number(),
    amount: SignedDigits,
  }),
  v.object({
    kind: v.picklist(["erc721", "erc1155"]),
    token: v.string(),
    /** The collection's name, or its address when it has none. */
    collection: v.string(),
    tokenId: Digits,
    amount: SignedDigits,
  }),
]);
export type BalanceChange = v.InferOutput<typeof BalanceChangeSchema>;

/** How far an ERC-20 approval reaches beyond what the account holds. */
export const APPROVAL_RISKS = ["unlimited", "exceedsBalance"] as const;
export type ApprovalRisk = (typeof APPROVAL_RISKS)[number];

/**
 * A call read with an ABI the server knows: ERC-20 transfer / approve / transferFrom, ERC-721
 * transfers and operator approvals, swaps on the network's DEX router, wrapping the native
 * coin; anything else is `unknown` (its selector only). Amounts are smallest units.
 */
export const DecodedCallSchema = v.variant("kind", [
  v.object({
    kind: v.literal("tokenTransfer"),
    token: v.string(),
    symbol: v.string(),
    decimals: v.number(),
    to: v.string(),
    amount: Digits,
  }),
  v.object({
    kind: v.literal("tokenApproval"),
    token: v.string(),
    symbol: v.string(),
    decimals: v.number(),
    spender: v.string(),
    amount: Digits,
    risk: v.optional(v.picklist(APPROVAL_RISKS)),
  }),
  v.object({
    kind: v.literal("nftTransfer"),
    token: v.string(),
    collection: v.string(),
    to: v.string(),
    tokenId: Digits,
  }),
  v.object({
    kind: v.literal("operatorApproval"),
    token: v.string(),
    collection: v.string(),
    operator: v.string(),
    approved: v.boolean(),
  }),
  v.object({
    kind: v.literal("swap"),
    router: v.string(),
    sell: v.object({ symbol: v.string(), decimals: v.number(), amount: Digits }),
    /** The least the swap accepts; the router reverts below it. */
    buyAtLeast: v.object({ symbol: v.string(), decimals: v.number(), amount: Digits }),
  }),
  v.object({ kind: v.literal("wrap"), symbol: v.string(), decimals: v.number(), amount: Digits }),
  v.object({ kind: v.literal("unwrap"), symbol: v.string(), decimals: v.number(), amount: Digits }),
  v.object({
    kind: v.literal("nativeTransfer"),
    to: v.string(),
    symbol: v.string(),
    decimals: v.number(),
    amount: Digits,
  }),
  v.object({ kind: v.literal("unknown"), to: v.string(), selector: v.string() }),
]);
export type DecodedCall = v.InferOutput<typeof DecodedCallSchema>;

/**
 * What running the calls would do: `success` with the account's balance changes; `reverted`
 * naming the call (0-based) and the reason when the chain gave one; `unavailable` when the
 * network's upstream can't simulate (no `eth_simulateV1`, and no trace for a batch).
 */
export const SimulationSchema = v.variant("status", [
  v.object({
    status: v.literal("success"),
    changes: v.array(BalanceChangeSchema),
    /** How the upstream ran it: `eth_simulateV1`, or `debug_traceCall` for one call. */
    method: v.picklist(["eth_simulateV1", "debug_traceCall"]),
  }),
  v.object({
    status: v.literal("reverted"),
    callIndex: v.number(),
    reason: v.optional(v.string()),
  }),
  v.object({ status: v.literal("unavailable"), reason: v.string() }),
]);
export type Simulation = v.InferOutput<typeof SimulationSchema>;

/**
 * `POST /v1/transactions/preview`: what a wallet shows before Approve — each call decoded
 * with the ABIs the server knows, and the calls simulated in order from `from` on the
 * network's upstream (the account's balance changes, or the revert). `from` may be a smart
 * account that is not deployed yet: the calls run as if it sent them.
 */
export const transactionPreviewRoute = defineRoute({
  method: "POST",
  path: "/v1/transactions/preview",
  body: v.object(
    {
      chainId: ChainIdParam,
      from: EvmAddressField,
      calls: v.pipe(
        v.array(PreviewCallSchema, "calls must be an array of { to, value, data }"),
        v.minLength(1, "calls must hold at least one call"),
        v.maxLength(MAX_PREVIEW_CALLS, `calls must hold at most ${MAX_PREVIEW_CALLS} calls`),
      ),
      projectId: v.optional(v.string()),
    },
    "Body must be a JSON object",
  ),
  response: v.object({ calls: v.array(DecodedCallSchema), simulation: SimulationSchema }),
  codes: { chainId: "INVALID_CHAIN_ID", from: "INVALID_ADDRESS", calls: "INVALID_CALLS" },
});

/** Codes of the preview route's refusals beyond a malformed field. */
export const PREVIEW_ERROR_CODES = {
  /** Not an EVM network this server has an upstream for. */
  unsupportedChain: "UNSUPPORTED_CHAIN",
} as const;
