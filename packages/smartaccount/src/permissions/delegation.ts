import { DelegationManager } from "@metamask/delegation-abis";
import {
  createAllowedMethodsTerms,
  createAllowedTargetsTerms,
  createERC20TransferAmountTerms,
  createExactCalldataTerms,
  createNativeTokenTransferAmountTerms,
  createTimestampTerms,
  createValueLteTerms,
  decodeDelegations,
  encodeDelegations,
  hashDelegation,
  ROOT_AUTHORITY,
} from "@metamask/delegation-core";
import {
  encodeExecutionCalldatas,
  SIGNABLE_DELEGATION_TYPED_DATA,
} from "@metamask/smart-accounts-kit/utils";
import {
  type Address,
  encodeFunctionData,
  getAddress,
  type Hex,
  isHex,
  type LocalAccount,
  type TypedData,
  toHex,
} from "viem";
import { enforcerAddress, type SmartAccountEnvironment } from "../environment.js";
import type { GrantPlan, PermissionScope } from "./permissionRequest.js";

export interface Caveat {
  enforcer: Address;
  terms: Hex;
  args: Hex;
}

/** A Delegation Framework delegation: what the DelegationManager checks and enforces. */
export interface Delegation {
  delegate: Address;
  delegator: Address;
  authority: Hex;
  caveats: Caveat[];
  salt: bigint;
  signature: Hex;
}

export interface Call {
  to: Address;
  value?: bigint;
  data?: Hex;
}

/** ERC-7579 execution modes the DelegationManager passes to the delegator. */
const SINGLE_DEFAULT_MODE: Hex = `0x${"00".repeat(32)}`;
const BATCH_DEFAULT_MODE: Hex = `0x01${"00".repeat(31)}`;

function caveat(environment: SmartAccountEnvironment, name: string, terms: Hex): Caveat {
  return { enforcer: enforcerAddress(environment, name), terms, args: "0x" };
}

function scopeCaveats(environment: SmartAccountEnvironment, scope: PermissionScope): Caveat[] {
  switch (scope.type) {
    case "erc20-token-transfer":
      return [
        caveat(
          environment,
          "ERC20TransferAmountEnforcer",
          createERC20TransferAmountTerms({ tokenAddress: scope.token, maxAmount: scope.allowance }),
        ),
        // A token transfer carries no ETH along with it.
        caveat(environment, "ValueLteEnforcer", createValueLteTerms({ maxValue: 0n })),
      ];
    case "native-token-transfer":
      return [
        caveat(
          environment,
          "NativeTokenTransferAmountEnforcer",
          createNativeTokenTransferAmountTerms({ maxAmount: scope.allowance }),
        ),
        // Plain transfers only: calldata would let the ETH call into a contract.
        caveat(environment, "ExactCalldataEnforcer", createExactCalldataTerms({ calldata: "0x" })),
      ];
    case "contract-call":
      return [
        caveat(
          environment,
          "AllowedTargetsEnforcer",
          createAllowedTargetsTerms({ targets: scope.targets }),
        ),
        caveat(
          environment,
          "AllowedMethodsEnforcer",
          createAllowedMethodsTerms({ selectors: scope.selectors }),
        ),
        caveat(environment, "ValueLteEnforcer", createValueLteTerms({ maxValue: 0n })),
      ];
  }
}

/** The caveats that hold a session key to `plan` on chain; the order is the order they run. */
export function caveatsFor(environment: SmartAccountEnvironment, plan: GrantPlan): Caveat[] {
  return [
    ...scopeCaveats(environment, plan.scope),
    caveat(
      environment,
      "TimestampEnforcer",
      createTimestampTerms({ afterThreshold: 0, beforeThreshold: plan.expiry }),
    ),
  ];
}

/** An unsigned delegation from `delegator` to the plan's session account. */
export function delegationFor(
  environment: SmartAccountEnvironment,
  plan: GrantPlan,
  delegator: Address,
  salt: bigint = randomSalt(),
): Delegation {
  return {
    delegate: plan.session,
    delegator: getAddress(delegator),
    authority: ROOT_AUTHORITY,
    caveats: caveatsFor(environment, plan),
    salt,
    signature: "0x",
  };
}

/** Two grants with equal terms must still be two delegations (revoking one leaves the other). */
function randomSalt(): bigint {
  return BigInt(toHex(crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * The EIP-712 typed data of a delegation. Declared rather than inferred: the inferred type
 * spells out viem's `TypedData` index signatures in the emitted declarations, which a
 * consumer's compiler rejects unless it skips checking libraries.
 */
export interface DelegationTypedData {
  domain: { chainId: number; name: string; version: string; verifyingContract: Address };
  types: TypedData;
  primaryType: "Delegation";
  message: {
    delegate: Address;
    delegator: Address;
    authority: Hex;
    caveats: { enforcer: Address; terms: Hex }[];
    salt: bigint;
  };
}

/** The EIP-712 typed data of a delegation, as the DelegationManager hashes it. */
export function delegationTypedData(
  delegation: Delegation,
  network: { chainId: number; delegationManager: Address },
): DelegationTypedData {
  return {
    domain: {
      chainId: network.chainId,
      name: "DelegationManager",
      version: "1",
      verifyingContract: network.delegationManager,
    },
    types: SIGNABLE_DELEGATION_TYPED_DATA,
    primaryType: "Delegation",
    message: {
      delegate: delegation.delegate,
      delegator: delegation.delegator,
      authority: delegation.authority,
      caveats: delegation.caveats.map(({ enforcer, terms }) => ({ enforcer, terms })),
      salt: delegation.salt,
    },
  };
}

/**
 * The owner's EIP-712 signature of the delegation. The DelegationManager checks it through the
 * account's ERC-1271 `isValidSignature`, which for a HybridDeleGator is the owner's ECDSA signature
 * of the typed-data hash itself.
 */
export function signDelegation(
  owner: LocalAccount,
  delegation: Delegation,
  network: { chainId: number; delegationManager: Address },
): Promise<Hex> {
  return owner.signTypedData(delegationTypedData(delegation, network));
}

/** ERC-7715's `permissionsContext`: the ABI-encoded delegation chain, leaf first. */
export function encodePermissionsContext(delegations: readonly Delegation[]): Hex {
  return encodeDelegations(delegations.map((d) => ({ ...d })));
}

export class PermissionsContextError extends Error {
  override name = "PermissionsContextError";
}

export function decodePermissionsContext(context: string): Delegation[] {
  if (!isHex(context)) throw new PermissionsContextError("The permissions context is not hex");
  try {
    return decodeDelegations(context).map((d) => ({
      delegate: getAddress(d.delegate),
      delegator: getAddress(d.delegator),
      authority: d.authority,
      caveats: d.caveats.map((c) => ({
        enforcer: getAddress(c.enforcer),
        terms: c.terms,
        args: c.args,
      })),
      salt: d.salt,
      signature: d.signature,
    }));
  } catch {
    throw new PermissionsContextError("The permissions context is not an encoded delegation");
  }
}

/** A permission's id (the `pci` the server lists and revokes): the delegation's EIP-712 hash. */
export function permissionId(delegation: Delegation): Hex {
  return hashDelegation({ ...delegation });
}

/**
 * The call a session account makes to use a permission: the DelegationManager checks the
 * delegation chain and every caveat, then has the user's account execute `calls` (atomically).
 */
export function redeemCall(
  environment: SmartAccountEnvironment,
  context: Hex,
  calls: readonly Call[],
) {
  const executions = calls.map((call) => ({
    target: call.to,
    value: call.value ?? 0n,
    callData: call.data ?? "0x",
  }));
  return {
    to: environment.DelegationManager,
    data: encodeFunctionData({
      abi: DelegationManager,
      functionName: "redeemDelegations",
      args: [
        [context],
        [executions.length === 1 ? SINGLE_DEFAULT_MODE : BATCH_DEFAULT_MODE],
        encodeExecutionCalldatas([executions]),
      ],
    }),
  };
}

/** The call by which the delegator revokes a delegation on chain. */
export function disableCall(environment: SmartAccountEnvironment, delegation: Delegation) {
  return {
    to: environment.DelegationManager,
    data: encodeFunctionData({
      abi: DelegationManager,
      functionName: "disableDelegation",
      args: [delegation],
    }),
  };
}

/** Whether the DelegationManager has this delegation disabled. */
export function isDisabledCall(environment: SmartAccountEnvironment, delegation: Delegation) {
  return {
    to: environment.DelegationManager,
    data: encodeFunctionData({
      abi: DelegationManager,
      functionName: "disabledDelegations",
      args: [permissionId(delegation)],
    }),
  };
}
