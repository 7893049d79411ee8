import {
  type Address,
  concat,
  encodeAbiParameters,
  type Hex,
  keccak256,
  type LocalAccount,
} from "viem";
import { toPackedUserOperation } from "viem/account-abstraction";
import type { UserOperationInput } from "./userOperationInput.js";

/** The paymaster's gas for validation (an ECDSA recover over the operation) and its post-op (none). */
export const PAYMASTER_VERIFICATION_GAS = 100_000n;
export const PAYMASTER_POST_OP_GAS = 0n;

/**
 * A real signature (of a fixed text, by a throwaway key) standing in while gas is estimated: the
 * paymaster's ECDSA recover must run to the end on it, as on the real one, and a malformed one
 * would revert instead (OpenZeppelin's recover refuses a high `s`).
 */
const STUB_SIGNATURE: Hex =
  "0x292d6a92e3df738dd841724b1b323520242c5c16e23e602fcb10f19d81b8e63416a66a59da238ab128da236b4facff06ccf053dd47345ca77fb0f9d466696bda1c";

export interface PaymasterTerms {
  paymaster: Address;
  chainId: bigint;
  /** Unix seconds; the EntryPoint refuses the signature outside [validAfter, validUntil]. */
  validUntil: number;
  validAfter: number;
  verificationGasLimit: bigint;
  postOpGasLimit: bigint;
}

const TIMES = [{ type: "uint48" }, { type: "uint48" }] as const;

/** `paymasterData` with a stub signature: the validity window, then 65 bytes. */
export function stubPaymasterData(terms: PaymasterTerms): Hex {
  return concat([encodeAbiParameters(TIMES, [terms.validUntil, terms.validAfter]), STUB_SIGNATURE]);
}

/**
 * The hash the VerifyingPaymaster (ERC-4337 v0.7 sample) checks: every field of the packed
 * operation but the paymaster's own data, the paymaster's two gas limits, the chain, the
 * paymaster and the validity window — computed here exactly as its `getHash` does on chain.
 */
export function paymasterHash(userOperation: UserOperationInput, terms: PaymasterTerms): Hex {
  const packed = toPackedUserOperation({
    sender: userOperation.sender,
    nonce: userOperation.nonce,
    callData: userOperation.callData,
    callGasLimit: userOperation.callGasLimit,
    verificationGasLimit: userOperation.verificationGasLimit,
    preVerificationGas: userOperation.preVerificationGas,
    maxFeePerGas: userOperation.maxFeePerGas,
    maxPriorityFeePerGas: userOperation.maxPriorityFeePerGas,
    signature: "0x",
    ...(userOperation.factory
      ? { factory: userOperation.factory, factoryData: userOperation.factoryData ?? "0x" }
      : {}),
  });
  const paymasterGas = concat([
    `0x${terms.verificationGasLimit.toString(16).padStart(32, "0")}`,
    `0x${terms.postOpGasLimit.toString(16).padStart(32, "0")}`,
  ]);
  return keccak256(
    encodeAbiParameters(
      [
        { type: "address" },
        { type: "uint256" },
        { type: "bytes32" },
        { type: "bytes32" },
        { type: "bytes32" },
        { type: "uint256" },
        { type: "uint256" },
        { type: "bytes32" },
        { type: "uint256" },
        { type: "address" },
        { type: "uint48" },
        { type: "uint48" },
      ],
      [
        packed.sender,
        packed.nonce,
        keccak256(packed.initCode),
        keccak256(packed.callData),
        packed.accountGasLimits,
        BigInt(paymasterGas),
        packed.preVerificationGas,
        packed.gasFees,
        terms.chainId,
        terms.paymaster,
        terms.validUntil,
        terms.validAfter,
      ],
    ),
  );
}

/** `paymasterData` signed: the validity window, then the signer's EIP-191 signature of the hash. */
export async function signedPaymasterData(
  signer: LocalAccount,
  userOperation: UserOperationInput,
  terms: PaymasterTerms,
): Promise<Hex> {
  const signature = await signer.signMessage({
    message: { raw: paymasterHash(userOperation, terms) },
  });
  return concat([encodeAbiParameters(TIMES, [terms.validUntil, terms.validAfter]), signature]);
}

/** The most an operation can cost: all its gas limits at its highest fee. */
export function maxOperationCost(userOperation: UserOperationInput, terms: PaymasterTerms): bigint {
  const gas =
    userOperation.preVerificationGas +
    userOperation.verificationGasLimit +
    userOperation.callGasLimit +
    terms.verificationGasLimit +
    terms.postOpGasLimit;
  return gas * userOperation.maxFeePerGas;
}
