import { HybridDeleGator } from "@metamask/delegation-abis";
import { encodeCallsForCaller } from "@metamask/smart-accounts-kit/utils";
import { encodeFunctionData, getAddress, type Hex } from "viem";
import { describe, expect, it } from "vitest";
import { operationCalls } from "./operationCalls.js";

const account = getAddress("0x1111111111111111111111111111111111111111");
const token = getAddress("0x2222222222222222222222222222222222222222");
const nft = getAddress("0x3333333333333333333333333333333333333333");

describe("operationCalls", () => {
  it.each<[string, () => Promise<Hex> | Hex, ReturnType<typeof operationCalls>]>([
    ["a deployment alone makes no call", () => "0x", []],
    [
      "one call, as the account encodes it",
      () => encodeCallsForCaller(account, [{ to: token, value: 5n, data: "0xa9059cbb" }]),
      [{ target: token, value: 5n }],
    ],
    [
      "a batch, call by call",
      () =>
        encodeCallsForCaller(account, [
          { to: token, value: 0n, data: "0x095ea7b3" },
          { to: nft, value: 7n, data: "0x4e71d92d" },
        ]),
      [
        { target: token, value: 0n },
        { target: nft, value: 7n },
      ],
    ],
    [
      "the older execute((target, value, data))",
      () =>
        encodeFunctionData({
          abi: HybridDeleGator,
          functionName: "execute",
          args: [{ target: nft, value: 1n, callData: "0x" }],
        }),
      [{ target: nft, value: 1n }],
    ],
    [
      "another account function is a call to the account itself",
      () =>
        encodeCallsForCaller(account, [
          {
            to: account,
            value: 0n,
            data: encodeFunctionData({
              abi: HybridDeleGator,
              functionName: "removeKey",
              args: ["passkey"],
            }),
          },
        ]),
      [{ target: account, value: 0n }],
    ],
    ["data of no known function", () => "0xdeadbeef", undefined],
  ])("%s", async (_, callData, expected) => {
    expect(operationCalls(account, await callData())).toEqual(expected);
  });
});
