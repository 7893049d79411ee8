import * as v from "valibot";
import { CallTargetSchema, ChainIdSchema, NonEmptyString, UrlSchema } from "./fieldSchemas.js";
import { type RpcMethod, SAFE_METHODS, UNSAFE_METHODS } from "./rpcMethods.js";

/**
 * The rpc-request payload (behaviour §7): a JSON-RPC call plus the chain it is for
 * (chainId, chainNamespace) and the RPC URL to read through. The method must
 * be safe or unsafe (behaviour §6); disallowed methods fail the schema, so a frame
 * that only acts on parsed messages can never run one.
 *
 * Params are checked for the methods behaviour §7 spells out; the others carry
 * JSON-RPC params as given and are checked by the frame's wallet code.
 */

const ChainContext = {
  chainId: v.optional(ChainIdSchema),
  chainNamespace: v.optional(v.picklist(["eip155", "solana", "bip122", "polkadot"])),
  rpcUrl: v.optional(UrlSchema),
};

const AnyParams = v.optional(v.union([v.array(v.unknown()), v.record(v.string(), v.unknown())]));

const SolanaCommitment = v.picklist(["processed", "confirmed", "finalized"]);

const SolanaSignMessage = v.object({
  ...ChainContext,
  method: v.literal("solana_signMessage"),
  params: v.object({ message: NonEmptyString, pubkey: NonEmptyString }),
});

const SolanaSignTransaction = v.object({
  ...ChainContext,
  method: v.literal("solana_signTransaction"),
  params: v.object({ transaction: NonEmptyString }),
});

const SolanaSignAllTransactions = v.object({
  ...ChainContext,
  method: v.literal("solana_signAllTransactions"),
  params: v.object({ transactions: v.pipe(v.array(NonEmptyString), v.minLength(1)) }),
});

const SolanaSignAndSendTransaction = v.object({
  ...ChainContext,
  method: v.literal("solana_signAndSendTransaction"),
  params: v.object({
    transaction: NonEmptyString,
    options: v.optional(
      v.object({
        skipPreflight: v.optional(v.boolean()),
        preflightCommitment: v.optional(SolanaCommitment),
        maxRetries: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
        minContextSlot: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      }),
    ),
  }),
});

const Call = v.object({
  to: CallTargetSchema,
  data: v.optional(v.string()),
  value: v.optional(v.string()),
});

/** EIP-5792: one batch object; version, chainId, from and capabilities pass through. */
const WalletSendCalls = v.object({
  ...ChainContext,
  method: v.literal("wallet_sendCalls"),
  params: v.tuple([v.looseObject({ calls: v.pipe(v.array(Call), v.minLength(1)) })]),
});

const DETAILED = [
  "solana_signMessage",
  "solana_signTransaction",
  "solana_signAllTransactions",
  "solana_signAndSendTransaction",
  "wallet_sendCalls",
] as const satisfies readonly RpcMethod[];

const OTHER_METHODS = [...SAFE_METHODS, ...UNSAFE_METHODS].filter(
  (method): method is Exclude<RpcMethod, (typeof DETAILED)[number]> =>
    !(DETAILED as readonly string[]).includes(method),
);

const OtherRpc = v.object({
  ...ChainContext,
  method: v.picklist(OTHER_METHODS),
  params: AnyParams,
});

export const RpcRequestSchema = v.variant("method", [
  SolanaSignMessage,
  SolanaSignTransaction,
  SolanaSignAllTransactions,
  SolanaSignAndSendTransaction,
  WalletSendCalls,
  OtherRpc,
]);

export type RpcRequest = v.InferOutput<typeof RpcRequestSchema>;
