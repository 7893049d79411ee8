import type { ApprovalRequest } from "@foyer/core";
import type { UnsafeMethod } from "./rpcMethods.js";

/**
 * What each unsafe method asks the user, for the modal's title over the
 * frame's screen (behaviour §6 lists the methods). Sending calls is sending a
 * transaction, whether one call or a batch, from an EOA or a smart account.
 */
export const APPROVAL_REQUEST_OF: Readonly<Record<UnsafeMethod, ApprovalRequest>> = {
  personal_sign: "signMessage",
  solana_signMessage: "signMessage",
  eth_signTypedData_v4: "signTypedData",
  solana_signTransaction: "signTransaction",
  solana_signAllTransactions: "signTransaction",
  eth_sendTransaction: "sendTransaction",
  eth_sendUserOperation: "sendTransaction",
  wallet_sendCalls: "sendTransaction",
  solana_signAndSendTransaction: "sendTransaction",
  wallet_grantPermissions: "grantPermissions",
  wallet_revokePermissions: "revokePermissions",
};
