import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.js";
import { duplicateRequestKey } from "../src/rpc/duplicateKeys.js";
import { createTestApp } from "./support/app.js";
import { insertProject, pgliteDriver } from "./support/databases.js";
import { type FakeUpstream, startFakeUpstream } from "./support/upstream.js";

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
  let database: Database;
  let upstream: FakeUpstream;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    database = await pgliteDriver.open();
    upstream = await startFakeUpstream();
    app = await createTestApp(database, { env: { DEVNET_RPC_URL: upstream.url } });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    const port = typeof address === "object" && address !== null ? address.port : 0;
    url = `http://127.0.0.1:${port}/v1/?chainId=eip155:31337&projectId=${await insertProject(database.db)}`;
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it.each([
    ['{"jsonrpc":"2.0","id":1,"method":"eth_chainId","method":"anvil_setBalance"}'],
    [
      '[{"jsonrpc":"2.0","id":1,"method":"eth_chainId"},{"jsonrpc":"2.0","id":2,"method":"evm_mine","method":"eth_chainId"}]',
    ],
  ])("%s → 400 Invalid Request, nothing sent upstream", async (body) => {
    const before = upstream.received.length;
    // Over a socket: the fast path in front of Fastify answers the RPC route.
    const response = await fetch(url, {
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
    expect(upstream.received.length).toBe(before);
  });
});
