import { HybridDeleGator } from "@metamask/delegation-abis";
import {
  type Address,
  decodeAbiParameters,
  decodeFunctionData,
  getAddress,
  type Hex,
  hexToBigInt,
  size,
  slice,
} from "viem";

/** ERC-7579 call types (the mode's first byte): one call, or a batch. */
const CALLTYPE_SINGLE = "0x00";
const CALLTYPE_BATCH = "0x01";

const EXECUTIONS = [
  {
    type: "tuple[]",
    components: [
      { name: "target", type: "address" },
      { name: "value", type: "uint256" },
      { name: "callData", type: "bytes" },
    ],
  },
] as const;

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
  let decoded: ReturnType<typeof decodeFunctionData<typeof HybridDeleGator>>;
  try {
    decoded = decodeFunctionData({ abi: HybridDeleGator, data: callData });
  } catch {
    return undefined;
  }
  if (decoded.functionName !== "execute") return [{ target: getAddress(sender), value: 0n }];
  try {
    const [first, second] = decoded.args as readonly unknown[];
    if (typeof first === "object" && first !== null && "target" in first) {
      const execution = first as { target: Address; value: bigint };
      return [{ target: getAddress(execution.target), value: execution.value }];
    }
    const mode = first as Hex;
    const executionCalldata = second as Hex;
    const callType = slice(mode, 0, 1);
    if (callType === CALLTYPE_SINGLE) {
      if (size(executionCalldata) < 52) return undefined;
      return [
        {
          target: getAddress(slice(executionCalldata, 0, 20)),
          value: hexToBigInt(slice(executionCalldata, 20, 52)),
        },
      ];
    }
    if (callType === CALLTYPE_BATCH) {
      const [executions] = decodeAbiParameters(EXECUTIONS, executionCalldata);
      return executions.map((execution) => ({
        target: getAddress(execution.target),
        value: execution.value,
      }));
    }
  } catch {
    return undefined;
  }
  return undefined;
}
