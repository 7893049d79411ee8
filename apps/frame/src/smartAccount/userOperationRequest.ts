import * as v from "valibot";
import { type Address, type Hex, hexToBigInt, isAddress, isHex } from "viem";
import { RpcFailure } from "../rpc/rpcErrors.js";

const AddressSchema = v.custom<Address>(
  (value) => typeof value === "string" && isAddress(value, { strict: false }),
  "Invalid address",
);
const HexSchema = v.custom<Hex>((value) => typeof value === "string" && isHex(value), "Not hex");
const Quantity = v.optional(HexSchema);

/** ERC-4337 v0.7 `eth_sendUserOperation` params, as JSON-RPC carries them: `[userOperation, entryPoint]`. */
const SendUserOperationSchema = v.tuple([
  v.looseObject({
    sender: AddressSchema,
    callData: HexSchema,
    nonce: Quantity,
    callGasLimit: Quantity,
    verificationGasLimit: Quantity,
    preVerificationGas: Quantity,
    maxFeePerGas: Quantity,
    maxPriorityFeePerGas: Quantity,
    paymaster: v.optional(v.nullable(AddressSchema)),
  }),
  AddressSchema,
]);

/** What the wallet takes from a dApp's user operation; it fills in the rest and signs. */
export interface UserOperationRequest {
  sender: Address;
  entryPoint: Address;
  callData: Hex;
  /** The fields the dApp set, as numbers; the bundler's estimate fills the others. */
  given: Partial<
    Record<
      | "nonce"
      | "callGasLimit"
      | "verificationGasLimit"
      | "preVerificationGas"
      | "maxFeePerGas"
      | "maxPriorityFeePerGas",
      bigint
    >
  >;
}

const QUANTITIES = [
  "nonce",
  "callGasLimit",
  "verificationGasLimit",
  "preVerificationGas",
  "maxFeePerGas",
  "maxPriorityFeePerGas",
] as const;

/**
 * Reads `eth_sendUserOperation` params strictly, before anything is shown. The
 * signature the dApp may have put in is ignored: the wallet signs. A
 * paymaster is refused (the wallet offers none: `paymasterService` is
 * unsupported in its capabilities), so no one else's terms are signed blind.
 */
export function readUserOperation(params: unknown): UserOperationRequest {
  const parsed = v.safeParse(SendUserOperationSchema, params);
  if (!parsed.success) throw new RpcFailure("Invalid params for eth_sendUserOperation", -32602);
  const [op, entryPoint] = parsed.output;
  if (op.paymaster) throw new RpcFailure("Unsupported capability: paymasterService", 5700);
  const given: UserOperationRequest["given"] = {};
  for (const field of QUANTITIES) {
    const value = op[field];
    if (value !== undefined) given[field] = hexToBigInt(value);
  }
  return { sender: op.sender, entryPoint, callData: op.callData, given };
}
