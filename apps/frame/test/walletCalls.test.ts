import { describe, expect, it } from "vitest";
import { RpcFailure } from "../src/rpc/rpcErrors.js";
import { readSendCalls } from "../src/smartAccount/walletCalls.js";

const call = { to: "0x3333333333333333333333333333333333333333", data: "0x4e71d92d" };

describe("readSendCalls", () => {
  it.each<[string, Record<string, unknown> | undefined, unknown]>([
    ["no capability: the project's own paymaster decides", undefined, undefined],
    [
      "the dApp's paymaster service and its context (ERC-7677)",
      { paymasterService: { url: "https://paymaster.example/rpc", context: { policy: "p1" } } },
      { url: "https://paymaster.example/rpc", context: { policy: "p1" } },
    ],
    [
      "an optional paymaster service, taken too",
      { paymasterService: { url: "http://127.0.0.1:8787/v1/", optional: true } },
      { url: "http://127.0.0.1:8787/v1/" },
    ],
  ])("reads %s", (_, capabilities, expected) => {
    const read = readSendCalls([{ calls: [call], ...(capabilities ? { capabilities } : {}) }]);
    expect(read.paymasterService).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>, RpcFailure]>([
    [
      "a paymaster service that is not http(s)",
      { paymasterService: { url: "javascript:alert(1)" } },
      new RpcFailure("Invalid paymasterService capability: it needs an http(s) url", -32602),
    ],
    [
      "a paymaster service without a url",
      { paymasterService: {} },
      new RpcFailure("Invalid paymasterService capability: it needs an http(s) url", -32602),
    ],
    [
      "another capability the wallet does not know",
      { auxiliaryFunds: { supported: true } },
      new RpcFailure("Unsupported capability: auxiliaryFunds", 5700),
    ],
  ])("refuses %s before anything is shown", (_, capabilities, expected) => {
    expect(() => readSendCalls([{ calls: [call], capabilities }])).toThrow(expected);
  });
});
