import { HttpRequestError, RpcRequestError } from "viem";
import { describe, expect, it } from "vitest";
import { errorLogSerializer, redactText } from "../src/http/logSerializers.js";
import { createTestApp } from "./support/app.js";
import { pgliteDriver } from "./support/databases.js";
import { useServerApp } from "./support/serverApp.js";

describe("log redaction", () => {
  it.each([
    ["https://eth.example/v3/SECRETKEY", "https://eth.example"],
    [
      "fetch https://eth.example:8443/rpc?apikey=SECRET failed",
      "fetch https://eth.example:8443 failed",
    ],
    ["postgres://foyer:PASSWORD@db.example:5432/foyer", "postgres://db.example:5432"],
    ['URL: "http://127.0.0.1:8545/x/SECRET"', 'URL: "http://127.0.0.1:8545"'],
    ['Request body: {"method":"eth_sendRawTransaction"}', "Request body: [redacted]"],
    ["no url here", "no url here"],
  ])("%s → %s", (text, redacted) => {
    expect(redactText(text)).toBe(redacted);
  });

  it("logs a viem HTTP error by name, status and origin, without its body or key", () => {
    const error = new HttpRequestError({
      url: "https://rpc.example/v2/SECRETKEY",
      body: { method: "eth_sendRawTransaction", params: ["0xSIGNEDTX"] },
      status: 503,
      details: "Service Unavailable",
    });
    const logged = JSON.stringify(errorLogSerializer(error));
    expect(logged).toContain('"type":"HttpRequestError"');
    expect(logged).toContain('"status":503');
    expect(logged).toContain("https://rpc.example");
    expect(logged).not.toContain("SECRETKEY");
    expect(logged).not.toContain("0xSIGNEDTX");
  });

  it("follows the cause chain, redacting each", () => {
    const cause = new RpcRequestError({
      url: "https://rpc.example/key/SECRETKEY",
      body: { method: "eth_call", params: [{ data: "0xSECRETDATA" }] },
      error: { code: -32000, message: "boom" },
    });
    const logged = errorLogSerializer(new Error("outer", { cause }));
    expect(logged.cause).toMatchObject({ type: "RpcRequestError", code: -32000 });
    expect(JSON.stringify(logged)).not.toMatch(/SECRETKEY|0xSECRETDATA/);
  });
});

describe("an upstream failure in the log", () => {
  const lines: string[] = [];
  const world = useServerApp(pgliteDriver, {
    build: ({ database }) =>
      createTestApp(database, {
        env: {
          // Port 1 refuses at once; the key sits in the path as with hosted providers.
          DEVNET_RPC_URL: "http://127.0.0.1:1/v3/SECRETKEY",
          RPC_TIMEOUT_MS: "1000",
          LOG_LEVEL: "info",
        },
        logStream: { write: (line) => lines.push(line) },
      }),
    project: {},
  });

  it("names the upstream by origin, never its key or the request", async () => {
    const balance = await world.app.inject({
      url: `/v1/account/0x${"2".repeat(40)}/balance?currency=usd&chainId=eip155:31337&projectId=${world.projectId}`,
    });
    expect(balance.statusCode).toBe(502);
    const rpc = await world.app.inject({
      method: "POST",
      url: `/v1/?chainId=eip155:31337&projectId=${world.projectId}`,
      payload: '{"jsonrpc":"2.0","id":1,"method":"eth_sendRawTransaction","params":["0xSIGNED"]}',
    });
    expect(rpc.statusCode).toBe(502);
    const log = lines.join("");
    expect(log).toContain("chain upstream failed");
    expect(log).toContain("upstream RPC failed");
    expect(log).toContain("http://127.0.0.1:1");
    expect(log).not.toContain("SECRETKEY");
    expect(log).not.toContain("0xSIGNED");
  });
});
