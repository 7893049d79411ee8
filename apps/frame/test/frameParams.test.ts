import { describe, expect, it } from "vitest";
import { caip2Of, evmChainNumber, parseFrameParams } from "../src/bootstrap/frameParams.js";

describe("frame URL params", () => {
  it("reads what buildFrameUrl writes", () => {
    expect(
      parseFrameParams(
        "?projectId=p1&chainId=eip155%3A10&version=4&enableLogger=true&rpcUrl=http%3A%2F%2F127.0.0.1%3A8545%2F",
      ),
    ).toEqual({
      ok: true,
      params: {
        projectId: "p1",
        chainId: "eip155:10",
        version: 4,
        enableLogger: true,
        rpcUrl: "http://127.0.0.1:8545/",
      },
    });
  });

  it.each([
    ["?projectId=p&chainId=137", { chainId: 137 }],
    ["?projectId=p", { chainId: "eip155:1", version: 4, enableLogger: false, rpcUrl: undefined }],
    ["?projectId=p&rpcUrl=javascript%3Aalert(1)", { rpcUrl: undefined }],
    ["?projectId=p&rpcUrl=not%20a%20url", { rpcUrl: undefined }],
    ["?projectId=p&version=x", { version: 4 }],
  ])("%s", (search, expected) => {
    const result = parseFrameParams(search);
    expect(result.ok && result.params).toMatchObject(expected);
  });

  it("refuses to start without a projectId", () => {
    expect(parseFrameParams("?chainId=1")).toEqual({
      ok: false,
      reason: "projectId is missing from the frame URL",
    });
  });

  it.each([
    ["eip155:10", 10, "eip155:10"],
    [10, 10, "eip155:10"],
    ["5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", undefined, "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"],
  ])("chain %j → %j / %s", (chainId, evm, caip2) => {
    expect(evmChainNumber(chainId)).toBe(evm);
    expect(caip2Of(chainId)).toBe(caip2);
  });
});
