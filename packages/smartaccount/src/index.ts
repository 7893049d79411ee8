export {
  type DeleGatorAccount,
  type DeleGatorAccountOptions,
  deleGatorAddress,
  toDeleGatorAccount,
} from "./account/deleGatorAccount.js";
export { type OperationCall, operationCalls } from "./account/operationCalls.js";
export {
  addPasskeyCall,
  encodePasskeySignature,
  hasPasskeySigner,
  type PasskeySigner,
  passkeyKeyIdHash,
  passkeyPoint,
  passkeyStubSignature,
} from "./account/passkeySigner.js";
export {
  enforcerAddress,
  type SmartAccountEnvironment,
  SmartAccountEnvironmentError,
} from "./environment.js";
export { type UserOperationFees, userOperationFees } from "./fees/userOperationFees.js";
export {
  type Call,
  type Caveat,
  caveatsFor,
  type Delegation,
  type DelegationTypedData,
  decodePermissionsContext,
  delegationFor,
  delegationTypedData,
  disableCall,
  encodePermissionsContext,
  isDisabledCall,
  PermissionsContextError,
  permissionId,
  redeemCall,
  signDelegation,
} from "./permissions/delegation.js";
export {
  type GrantPlan,
  PermissionRequestError,
  type PermissionScope,
  readGrantRequest,
} from "./permissions/permissionRequest.js";
export { revocationMessage } from "./permissions/revocationMessage.js";
export { revertReason } from "./revertReason.js";
