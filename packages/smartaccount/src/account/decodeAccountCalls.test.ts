import { encodeCallsForCaller } from "@metamask/smart-accounts-kit/utils";
import { concat, encodeFunctionData, getAddress, type Hex, numberToHex, pad, parseAbi } from "viem";
import { describe, expect, it } from "vitest";
import { decodeAccountCalls } from "./decodeAccountCalls.js";

const ACCOUNT = getAddress("0x1111111111111111111111111111111111111111");
const TOKEN = getAddress("0x2222222222222222222222222222222222222222");
const OTHER = getAddress("0x3333333333333333333333333333333333333333");
const TRANSFER: Hex =
  "0xa9059cbb0000000000000000000000003333333333333333333333333333333333333333000000000000000000000000000000000000000000000000000000000000002a";

describe("decodeAccountCalls", () => {
  it.each([
    ["one call", [{ to: TOKEN, value: 0n, data: TRANSFER }]],
    ["one call with value", [{ to: OTHER, value: 5n, data: "0x" as Hex }]],
    [
      "a batch",
      [
        { to: TOKEN, value: 0n, data: TRANSFER },
        { to: OTHER, value: 7n, data: "0x" as Hex },
      ],
    ],
    ["a call on the account itself", [{ to: ACCOUNT, value: 0n, data: "0xdeadbeef" as Hex }]],
  ])("reads back %s as the account encodes it", async (_name, calls) => {
    const callData = await encodeCallsForCaller(ACCOUNT, calls);
    expect(decodeAccountCalls(callData, ACCOUNT)).toEqual(calls);
  });

  it("reads a single call in ERC-7579 packing", () => {
    const packed = concat([OTHER, pad(numberToHex(9n), { size: 32 }), "0xabcd"]);
    const callData = encodeFunctionData({
      abi: parseAbi(["function execute(bytes32 mode, bytes executionCalldata)"]),
      args: [pad("0x00", { size: 32 }), packed],
    });
    expect(decodeAccountCalls(callData, ACCOUNT)).toEqual([
      { to: OTHER, value: 9n, data: "0xabcd" },
    ]);
  });

  it("refuses a mode it does not know rather than show something else", () => {
    const callData = encodeFunctionData({
      abi: parseAbi(["function execute(bytes32 mode, bytes executionCalldata)"]),
      args: [pad("0xff", { dir: "right", size: 32 }), "0x"],
    });
    expect(() => decodeAccountCalls(callData, ACCOUNT)).toThrow(/mode/);
  });
});
