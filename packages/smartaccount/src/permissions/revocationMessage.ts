import type { Address, Hex } from "viem";

/**
 * The text an account signs to have the server forget one of its permissions
 * (`POST /v1/sessions/{address}/revoke`). It names the account and the permission, so a
 * signature revokes exactly that one and nothing else.
 */
export function revocationMessage(account: Address, pci: Hex): string {
  return `Revoke permission ${pci.toLowerCase()} of account ${account.toLowerCase()}`;
}
