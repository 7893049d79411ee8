import { HybridDeleGator } from "@metamask/delegation-abis";
import { type Address, decodeFunctionData, getAddress, type Hex, size } from "viem";
import { type AccountCall, executeCalls } from "./decodeAccountCalls.js";

/** One call an account's operation makes: where to, and with how much native value. */
export interface OperationCall {
  target: Address;
  value: bigint;
}

/**
 * The calls a DeleGator user operation makes, read from its `callData`: ERC-7579 `execute(mode,
 * executionCalldata)` with one call (packed target, value, data) or a batch (ABI-encoded
 * executions), and the older `execute((target, value, data))`. Empty call data (a deployment
 * only) makes no call; any other function is a call to the account itself (e.g. adding a key).
 * `undefined` when the data is none of these: the paymaster then cannot say what it would pay for.
 */
export function operationCalls(sender: Address, callData: Hex): OperationCall[] | undefined {
  if (size(callData) === 0) return [];
  let calls: AccountCall[] | undefined;
  try {
    calls = executeCalls(callData);
  } catch {
    return undefined;
  }
  if (calls) return calls.map((call) => ({ target: getAddress(call.to), value: call.value }));
  return isAccountFunction(callData) ? [{ target: getAddress(sender), value: 0n }] : undefined;
}

function isAccountFunction(callData: Hex): boolean {
  try {
    decodeFunctionData({ abi: HybridDeleGator, data: callData });
    return true;
  } catch {
    return false;
  }
}
