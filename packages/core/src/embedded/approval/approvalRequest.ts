/**
 * What the embedded wallet is asking the user to approve, as both the frame's
 * screen and the modal's header (ApproveTransaction) name it. The wallet maps
 * the dApp's method to one of these; "exportKey" is the key export, which
 * the frame also shows inside the modal.
 */
export type ApprovalRequest =
  | "signMessage"
  | "signTypedData"
  | "signTransaction"
  | "sendTransaction"
  | "grantPermissions"
  | "revokePermissions"
  | "exportKey"
  | "passkeys";

/**
 * The titles, once for the frame (which is English only) and the modal's
 * catalogue (which a host may translate, starting from these).
 */
export const APPROVAL_TITLES: Readonly<Record<ApprovalRequest, string>> = {
  signMessage: "Sign message",
  signTypedData: "Sign typed data",
  signTransaction: "Sign transaction",
  sendTransaction: "Send transaction",
  grantPermissions: "Grant permission",
  revokePermissions: "Revoke permission",
  exportKey: "Export private key",
  passkeys: "Passkeys",
};
