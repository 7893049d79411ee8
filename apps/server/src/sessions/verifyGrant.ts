import {
  type Delegation,
  decodePermissionsContext,
  delegationTypedData,
  PermissionsContextError,
  permissionId,
  revocationMessage,
  type SmartAccountEnvironment,
} from "@foyer/smart-account";
import { type Address, type Hex, isAddressEqual, isHex, type PublicClient } from "viem";

export type GrantCheck =
  | { ok: true; delegation: Delegation; pci: Hex }
  | { ok: false; code: "INVALID_REQUEST" | "SIGNATURE_INVALID"; message: string };

/**
 * A grant the frame reports is kept only if it is what it says: a delegation from `account`
 * (the permission's id is its hash) whose EIP-712 signature the account itself accepts, checked
 * on chain through its ERC-1271 `isValidSignature` — the same check the DelegationManager makes
 * when the permission is used. Nobody else can list a permission for an account.
 */
export async function checkGrant(
  client: PublicClient,
  network: { chainId: number; environment: SmartAccountEnvironment },
  account: Address,
  grant: { pci: string; permissionsContext: string; signer: Address },
): Promise<GrantCheck> {
  let delegation: Delegation | undefined;
  try {
    [delegation] = decodePermissionsContext(grant.permissionsContext);
  } catch (error) {
    if (error instanceof PermissionsContextError) {
      return { ok: false, code: "INVALID_REQUEST", message: error.message };
    }
    throw error;
  }
  if (!delegation)
    return { ok: false, code: "INVALID_REQUEST", message: "Empty permissions context" };
  if (!isAddressEqual(delegation.delegator, account)) {
    return {
      ok: false,
      code: "INVALID_REQUEST",
      message: "The permission was granted by another account",
    };
  }
  if (!isAddressEqual(delegation.delegate, grant.signer)) {
    return {
      ok: false,
      code: "INVALID_REQUEST",
      message: "signer is not the permission's delegate",
    };
  }
  const pci = permissionId(delegation);
  if (!isHex(grant.pci) || grant.pci.toLowerCase() !== pci.toLowerCase()) {
    return { ok: false, code: "INVALID_REQUEST", message: "pci is not the permission's id" };
  }
  const valid = await client.verifyTypedData({
    address: account,
    ...delegationTypedData(delegation, {
      chainId: network.chainId,
      delegationManager: network.environment.DelegationManager,
    }),
    signature: delegation.signature,
  });
  if (!valid)
    return {
      ok: false,
      code: "SIGNATURE_INVALID",
      message: "The account did not sign this permission",
    };
  return { ok: true, delegation, pci };
}

/** The account's signature of the revocation text (ERC-1271, or ERC-6492 before deployment). */
export function checkRevocation(
  client: PublicClient,
  account: Address,
  pci: Hex,
  signature: Hex,
): Promise<boolean> {
  return client.verifyMessage({
    address: account,
    message: revocationMessage(account, pci),
    signature,
  });
}
