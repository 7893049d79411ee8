import {
  type Address,
  decodeAbiParameters,
  decodeFunctionData,
  type Hex,
  hexToBigInt,
  parseAbi,
  size,
  slice,
} from "viem";

/** One call of the account's user operation. */
export interface AccountCall {
  to: Address;
  value: bigint;
  data: Hex;
}

/** The DeleGator's ERC-7579 entry points: one execution, or a mode and its executions. */
const EXECUTE_ABI = parseAbi([
  "function execute((address target, uint256 value, bytes callData) execution)",
  "function execute(bytes32 mode, bytes executionCalldata)",
]);
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
/** ERC-7579 call types: the mode's first byte. */
const SINGLE = "0x00";
const BATCH = "0x01";

/**
 * The calls a user operation's `callData` makes the account perform, read the
 * way the account encodes them (`encodeCallsForCaller`): `execute(execution)`
 * for one call, `execute(mode, executions)` for a batch or a single call in
 * ERC-7579 packing, and anything else a call of the account on itself. So a
 * dApp's own user operation can be shown to the person before it is signed.
 *
 * @example decodeAccountCalls(await encodeCallsForCaller(account, calls), account) // calls
 */
export function decodeAccountCalls(callData: Hex, account: Address): AccountCall[] {
  return executeCalls(callData) ?? [{ to: account, value: 0n, data: callData }];
}

/**
 * The calls of the account's `execute` in `callData`; `undefined` when `callData` is not a call
 * of `execute`. Throws on an ERC-7579 call type or packing it cannot read, and on a batch whose
 * executions do not decode.
 */
export function executeCalls(callData: Hex): AccountCall[] | undefined {
  let decoded: ReturnType<typeof decodeFunctionData<typeof EXECUTE_ABI>>;
  try {
    decoded = decodeFunctionData({ abi: EXECUTE_ABI, data: callData });
  } catch {
    return undefined;
  }
  const { args } = decoded;
  if (args.length === 1) {
    const [execution] = args;
    return [{ to: execution.target, value: execution.value, data: execution.callData }];
  }
  const [mode, executionCalldata] = args;
  const callType = slice(mode, 0, 1);
  if (callType === BATCH) {
    const [executions] = decodeAbiParameters(EXECUTIONS, executionCalldata);
    return executions.map((e) => ({ to: e.target, value: e.value, data: e.callData }));
  }
  if (callType === SINGLE && size(executionCalldata) >= 52) {
    return [
      {
        to: slice(executionCalldata, 0, 20),
        value: hexToBigInt(slice(executionCalldata, 20, 52)),
        data: size(executionCalldata) > 52 ? slice(executionCalldata, 52) : "0x",
      },
    ];
  }
  throw new Error(`Unsupported ERC-7579 mode ${mode}`);
}
