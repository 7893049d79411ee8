import { EVM_ADDRESS_PATTERN, shown } from "@foyer/protocol";
import * as v from "valibot";
import type { Address, Hex } from "viem";

const Quantity = (name: string) =>
  v.pipe(
    v.string(`${name} must be a 0x quantity`),
    v.regex(
      /^0x[0-9a-fA-F]{1,64}$/,
      (issue) => `${name} must be a 0x quantity (got "${shown(issue.input)}")`,
    ),
    v.transform((value: string) => BigInt(value)),
  );
const Bytes = (name: string) =>
  v.pipe(
    v.string(`${name} must be 0x hex bytes`),
    v.regex(
      /^0x(?:[0-9a-fA-F]{2})*$/,
      (issue) => `${name} must be 0x hex bytes (got "${shown(issue.input)}")`,
    ),
    v.transform((value: string) => value.toLowerCase() as Hex),
  );
const AddressInput = (name: string) =>
  v.pipe(
    v.string(`${name} must be an address`),
    v.regex(
      EVM_ADDRESS_PATTERN,
      (issue) => `${name} must be an address (got "${shown(issue.input)}")`,
    ),
    v.transform((value: string) => value.toLowerCase() as Address),
  );

/**
 * An EntryPoint v0.7 user operation as ERC-7677 passes it (the RPC form, unpacked). The gas
 * fields may be absent or zero on a stub request: the wallet asks for stub data before it
 * estimates gas.
 */
const UserOperationSchema = v.object({
  sender: AddressInput("sender"),
  nonce: Quantity("nonce"),
  factory: v.optional(v.nullable(AddressInput("factory"))),
  factoryData: v.optional(v.nullable(Bytes("factoryData"))),
  callData: Bytes("callData"),
  callGasLimit: v.optional(Quantity("callGasLimit"), "0x0"),
  verificationGasLimit: v.optional(Quantity("verificationGasLimit"), "0x0"),
  preVerificationGas: v.optional(Quantity("preVerificationGas"), "0x0"),
  maxFeePerGas: v.optional(Quantity("maxFeePerGas"), "0x0"),
  maxPriorityFeePerGas: v.optional(Quantity("maxPriorityFeePerGas"), "0x0"),
  paymasterVerificationGasLimit: v.optional(v.nullable(Quantity("paymasterVerificationGasLimit"))),
  paymasterPostOpGasLimit: v.optional(v.nullable(Quantity("paymasterPostOpGasLimit"))),
});
export type UserOperationInput = v.InferOutput<typeof UserOperationSchema>;

/** `[userOp, entryPoint, chainId, context]`, the params of both ERC-7677 methods. */
const ParamsSchema = v.tuple([
  UserOperationSchema,
  AddressInput("entryPoint"),
  Quantity("chainId"),
]);

export interface PaymasterRequest {
  userOperation: UserOperationInput;
  entryPoint: Address;
  chainId: bigint;
}

export type PaymasterRequestResult =
  | { ok: true; request: PaymasterRequest }
  | { ok: false; message: string };

/** Reads ERC-7677 params (the fourth, the policy context, is allowed and not read). */
export function readPaymasterRequest(params: unknown): PaymasterRequestResult {
  const list = Array.isArray(params) ? params.slice(0, 3) : params;
  const parsed = v.safeParse(ParamsSchema, list);
  if (!parsed.success) {
    return {
      ok: false,
      message:
        parsed.issues[0]?.message ?? "params must be [userOperation, entryPoint, chainId, context]",
    };
  }
  const [userOperation, entryPoint, chainId] = parsed.output;
  return { ok: true, request: { userOperation, entryPoint, chainId } };
}
