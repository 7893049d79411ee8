import { describe, expect, it } from "vitest";
import { FoyerError } from "../../errors/FoyerError.js";
import { messages } from "../../errors/messages.js";
import { createFakeFetch } from "../../testing/fakeFetch.js";
import { createRpcHttpConnection, RPC_TEST_PING } from "./rpcHttpConnection.js";

const URL_ = "http://127.0.0.1:8787/v1/?chainId=eip155%3A1&projectId=p1";

describe("RPC HTTP connection (behaviour §7: 'test' ping at open unless disabled)", () => {
  it("pings with method 'test' on open", async () => {
    const fake = createFakeFetch();
    const connection = createRpcHttpConnection({ url: URL_, fetch: fake.fetch });
    await connection.open();
    expect(connection.connected).toBe(true);
    expect(fake.requests.map((r) => [r.url, r.method, r.body])).toEqual([
      [URL_, "POST", RPC_TEST_PING],
    ]);
    expect(RPC_TEST_PING).toEqual({ id: 1, jsonrpc: "2.0", method: "test", params: [] });
  });

  it("does not ping when disabled, and sends the request", async () => {
    const fake = createFakeFetch();
    fake.answer({ status: 200, body: { id: 7, jsonrpc: "2.0", result: "0x1" } });
    const connection = createRpcHttpConnection({
      url: URL_,
      fetch: fake.fetch,
      disableProviderPing: true,
    });
    const answer = await connection.request({ id: 7, jsonrpc: "2.0", method: "eth_chainId" });
    expect(answer).toEqual({ id: 7, jsonrpc: "2.0", result: "0x1" });
    expect(fake.requests.map((r) => r.body)).toEqual([
      { id: 7, jsonrpc: "2.0", method: "eth_chainId" },
    ]);
  });

  it("an error answer to the ping still opens (the endpoint is there)", async () => {
    const fake = createFakeFetch();
    fake.answer({ status: 400, body: { error: "unknown method" } });
    const connection = createRpcHttpConnection({ url: URL_, fetch: fake.fetch });
    await connection.open();
    expect(connection.connected).toBe(true);
  });
});

describe("RPC connection errors (behaviour §8)", () => {
  it.each(["ws://127.0.0.1:8787", "ftp://x", "127.0.0.1:8787"])("%s is not an HTTP URL", (url) => {
    expect(() => createRpcHttpConnection({ url, fetch: createFakeFetch().fetch })).toThrow(
      messages.urlNotHttp,
    );
  });

  it("a refused connection gives the unavailable-RPC message", async () => {
    const fake = createFakeFetch();
    fake.answer({ networkError: true });
    const error = await createRpcHttpConnection({ url: URL_, fetch: fake.fetch })
      .open()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerError);
    expect((error as FoyerError).shortMessage).toBe(messages.rpcUnavailable(URL_));
  });

  it("closing a closed connection: 'Connection already closed'", async () => {
    const connection = createRpcHttpConnection({ url: URL_, fetch: createFakeFetch().fetch });
    expect(() => connection.close()).toThrow(messages.connectionAlreadyClosed);
    await connection.open();
    connection.close();
    expect(connection.connected).toBe(false);
  });

  it("an HTTP failure of a request is 'HTTP status code: {status}'", async () => {
    const fake = createFakeFetch();
    fake.answer({ status: 502 });
    const connection = createRpcHttpConnection({
      url: URL_,
      fetch: fake.fetch,
      disableProviderPing: true,
    });
    await expect(
      connection.request({ id: 1, jsonrpc: "2.0", method: "eth_blockNumber" }),
    ).rejects.toThrow(messages.httpStatus(502));
  });
});
