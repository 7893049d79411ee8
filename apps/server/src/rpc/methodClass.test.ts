import { describe, expect, it } from "vitest";
import { methodClassOf, payloadClassOf } from "./methodClass.js";

describe("methodClassOf", () => {
  it.each([
    ["eth_getBalance", "read"],
    ["eth_getBlockByNumber", "read"],
    ["eth_blockNumber", "read"],
    ["eth_chainId", "read"],
    ["net_version", "read"],
    ["web3_clientVersion", "read"],
    ["getBalance", "read"],
    ["getLatestBlockhash", "read"],
    ["isBlockhashValid", "read"],
    ["eth_getLogs", "logs"],
    ["eth_getFilterChanges", "logs"],
    ["eth_call", "call"],
    ["eth_estimateGas", "call"],
    ["simulateTransaction", "call"],
    ["eth_sendRawTransaction", "send"],
    ["sendTransaction", "send"],
    ["eth_sendUserOperation", "bundler"],
    ["pimlico_getUserOperationGasPrice", "bundler"],
    ["anvil_setBalance", "other"],
    ["getaway", "other"],
    ["0x52908400098527886E0F7030069857D2E4169EE7", "other"],
    [42, "invalid"],
    [undefined, "invalid"],
  ])("%j is %s", (method, expected) => {
    expect(methodClassOf(method)).toBe(expected);
  });

  it("labels a body as a batch, one call's class, or invalid", () => {
    expect(payloadClassOf([{ method: "eth_call" }])).toBe("batch");
    expect(payloadClassOf({ jsonrpc: "2.0", id: 1, method: "eth_call" })).toBe("call");
    expect(payloadClassOf({ id: 1 })).toBe("invalid");
    expect(payloadClassOf("eth_call")).toBe("invalid");
    expect(payloadClassOf(null)).toBe("invalid");
  });
});
