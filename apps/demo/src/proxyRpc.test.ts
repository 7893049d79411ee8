import { describe, expect, it } from "vitest";
import { ProxyReadError, proxyRpc, readRpcAnswer } from "./proxyRpc.js";

describe("a proxied JSON-RPC answer", () => {
  it.each<[string, number, unknown, unknown]>([
    ["a result", 200, { jsonrpc: "2.0", id: 1, result: "0x7a69" }, "0x7a69"],
    ["a null result (no receipt yet)", 200, { jsonrpc: "2.0", id: 1, result: null }, null],
  ])("%s", (_, status, body, expected) => {
    expect(readRpcAnswer(status, body)).toBe(expected);
  });

  it.each<[string, number, unknown, string]>([
    [
      "the server refusing a network it lacks",
      400,
      {
        code: "UNSUPPORTED_CHAIN",
        error: "Unsupported chain",
        message: "Unsupported chain: eip155:1",
      },
      "Unsupported chain: eip155:1",
    ],
    [
      "the node's JSON-RPC error",
      200,
      { jsonrpc: "2.0", id: 1, error: { code: -32000, message: "header not found" } },
      "header not found",
    ],
    ["an error status without a message", 502, {}, "HTTP status code: 502"],
    ["an answer without a result", 200, { jsonrpc: "2.0", id: 1 }, "the answer has no result"],
    ["no object at all", 200, "hello", "the answer has no result"],
  ])("%s: refused with its reason", (_, status, body, reason) => {
    expect(() => readRpcAnswer(status, body)).toThrow(new ProxyReadError(reason));
  });
});

describe("proxyRpc", () => {
  it("posts one JSON-RPC call and answers its result", async () => {
    const sent: { url: string; body: unknown }[] = [];
    const fake = async (url: string | URL | Request, init?: RequestInit) => {
      sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return Response.json({ jsonrpc: "2.0", id: 1, result: "0x2a" });
    };
    const result = await proxyRpc("http://server/v1/?chainId=eip155:1", "eth_blockNumber", [], {
      timeoutMs: 1000,
      fetch: fake as typeof fetch,
    });
    expect(result).toBe("0x2a");
    expect(sent).toEqual([
      {
        url: "http://server/v1/?chainId=eip155:1",
        body: { jsonrpc: "2.0", id: 1, method: "eth_blockNumber", params: [] },
      },
    ]);
  });

  it("gives up after its timeout with a reason instead of waiting on", async () => {
    // Answers only when the request is aborted, as a server that never replies.
    const silent = (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    await expect(
      proxyRpc("http://server/v1/", "eth_chainId", [], {
        timeoutMs: 50,
        fetch: silent as typeof fetch,
      }),
    ).rejects.toThrow(new ProxyReadError("no answer within 0.05 s"));
  });

  it("says the server did not answer when the connection fails", async () => {
    const down = async () => {
      throw new TypeError("fetch failed");
    };
    await expect(
      proxyRpc("http://server/v1/", "eth_chainId", [], {
        timeoutMs: 1000,
        fetch: down as typeof fetch,
      }),
    ).rejects.toThrow(new ProxyReadError("the provider server did not answer"));
  });
});
