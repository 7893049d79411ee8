import { describe, expect, it } from "vitest";
import { duplicateRequestKey } from "../src/rpc/duplicateKeys.js";
import { createTestApp } from "./support/app.js";
import { pgliteDriver } from "./support/databases.js";
import { useServerApp } from "./support/serverApp.js";

describe("duplicate member names in JSON-RPC request objects", () => {
  it.each([
    ['{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}', undefined],
    ['{"method":"eth_chainId","method":"anvil_mine"}', "method"],
    ['{"method":"eth_chainId","m\\u0065thod":"anvil_mine"}', "method"],
    ['{ "id" : 1 , "id" : 2 }', "id"],
    ['[{"id":1,"method":"a"},{"id":1,"method":"b"}]', undefined],
    ['[{"id":1,"method":"a"},{"method":"b","method":"c"}]', "method"],
    // Repeats inside params belong to the node's reading of its own params.
    ['{"method":"eth_call","params":[{"to":"0x1","to":"0x2"}]}', undefined],
    ['{"method":"x","params":{"a":{"b":1,"b":2}}}', undefined],
    // Quotes, braces and commas inside strings are text, not structure.
    ['{"method":"a\\",\\"method\\":\\"b","params":["{\\"method\\":1,"]}', undefined],
    ['"just a string"', undefined],
    ["[]", undefined],
  ])("%s → %s", (text, duplicate) => {
    JSON.parse(text); // only parsed text reaches the check
    expect(duplicateRequestKey(text)).toBe(duplicate);
  });
});

describe("the proxy refuses a request with a repeated member", () => {
  const world = useServerApp(pgliteDriver, {
    upstream: true,
    build: ({ database, upstream }) =>
      createTestApp(database, { env: { DEVNET_RPC_URL: upstream.url } }),
    listen: true,
    project: {},
  });
  const rpcUrl = () => `${world.url}/v1/?chainId=eip155:31337&projectId=${world.projectId}`;

  it.each([
    ['{"jsonrpc":"2.0","id":1,"method":"eth_chainId","method":"anvil_setBalance"}'],
    [
      '[{"jsonrpc":"2.0","id":1,"method":"eth_chainId"},{"jsonrpc":"2.0","id":2,"method":"evm_mine","method":"eth_chainId"}]',
    ],
  ])("%s → 400 Invalid Request, nothing sent upstream", async (body) => {
    const before = world.upstream.received.length;
    // Over a socket: the fast path in front of Fastify answers the RPC route.
    const response = await fetch(rpcUrl(), {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: {
        code: -32600,
        message: "Invalid Request",
        data: { reason: 'duplicate member "method" in a request object' },
      },
    });
    expect(world.upstream.received.length).toBe(before);
  });
});
