import { isRecord } from "@foyer/protocol";

/** A refusal as EIP-1193 / EIP-5792 code and text. */
export interface EoaRefusal {
  readonly code: number;
  readonly message: string;
}

/**
 * What the plain account (EOA) cannot carry out, refused before anything is
 * shown: asking the user to approve what would then fail wastes their time.
 * Permissions and user operations belong to the smart account; the way there
 * is Account's "Switch to your smart account" on a network that has one. A
 * batch of calls is sent one transaction at a time, which EIP-5792 allows
 * unless the dApp asks for atomicity (5760).
 */
export const EOA_REFUSALS = {
  permissions: {
    code: 4200,
    message: "Permissions need your smart account: switch to it first",
  },
  userOperation: {
    code: 4200,
    message: "User operations need your smart account: switch to it first",
  },
  atomicBatch: { code: 5760, message: "Atomicity not supported" },
} as const satisfies Record<string, EoaRefusal>;

/**
 * The refusal an EOA owes `method` with these params, if any.
 *
 * @example eoaRefusal("wallet_grantPermissions", []) // EOA_REFUSALS.permissions
 */
export function eoaRefusal(method: string, params: unknown): EoaRefusal | undefined {
  switch (method) {
    case "wallet_grantPermissions":
    case "wallet_revokePermissions":
      return EOA_REFUSALS.permissions;
    case "eth_sendUserOperation":
      return EOA_REFUSALS.userOperation;
    case "wallet_sendCalls": {
      const request = Array.isArray(params) ? params[0] : undefined;
      return isRecord(request) && request.atomicRequired === true
        ? EOA_REFUSALS.atomicBatch
        : undefined;
    }
    default:
      return undefined;
  }
}
