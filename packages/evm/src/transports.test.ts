import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createPublicClient, TimeoutError } from "viem";
import { afterEach, describe, expect, it } from "vitest";
import { rpcTransport } from "./transports.js";

/** How a fake RPC endpoint answers one request. */
type Behaviour =
  | { kind: "chainId" }
  | { kind: "status"; status: number; headers?: Record<string, string> }
  | { kind: "rpcError"; code: number }
  | { kind: "hang" }
  | { kind: "drop" };

interface Endpoint {
  url: string;
  /** Calls other than the fallback ranking's own `net_listening` probes. */
  hits: number;
  behaviour: Behaviour;
  /** Used up one per request before `behaviour`. */
  next: Behaviour[];
}

const servers: Server[] = [];

async function endpoint(
  behaviour: Behaviour,
  /**
   * `fail`: the ranking's `net_listening` probes get an error, whatever the calls get, also when
   * a probe shares a batch with a call.
   */
  probes: "answer" | "fail" = "answer",
): Promise<Endpoint> {
  const state = { hits: 0, behaviour, next: [] as Behaviour[] };
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const payload = JSON.parse(body);
      const methods = (Array.isArray(payload) ? payload : [payload]).map((item) => item.method);
      const probeAnswer = (item: { id: number }) =>
        probes === "fail"
          ? { jsonrpc: "2.0", id: item.id, error: { code: -32603, message: "down" } }
          : { jsonrpc: "2.0", id: item.id, result: true };
      // Probes alone (a batch of them or one) are answered without counting as calls.
      if (methods.every((method) => method === "net_listening")) {
        const result = Array.isArray(payload) ? payload.map(probeAnswer) : probeAnswer(payload);
        response.writeHead(200, { "content-type": "application/json" });
        return void response.end(JSON.stringify(result));
      }
      state.hits++;
      const how = state.next.shift() ?? state.behaviour;
      const answer = (item: { id: number; method: string }) =>
        item.method === "net_listening"
          ? probeAnswer(item)
          : how.kind === "rpcError"
            ? { jsonrpc: "2.0", id: item.id, error: { code: how.code, message: "User rejected" } }
            : { jsonrpc: "2.0", id: item.id, result: "0x7a69" };
      if (how.kind === "hang") return;
      if (how.kind === "drop") return request.socket.destroy();
      if (how.kind === "status") {
        response.writeHead(how.status, { ...how.headers }).end("no");
        return;
      }
      const result = Array.isArray(payload) ? payload.map(answer) : answer(payload);
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(result));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(state, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
  });
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const chainIdVia = (urls: string[], deadlineMs = 4_000) =>
  createPublicClient({ transport: rpcTransport(urls, { deadlineMs }) }).getChainId();

describe("chain RPC transport (behaviour §8 retries, §9 fallback, one deadline per call)", () => {
  it.each([
    ["hangs", { kind: "hang" } as Behaviour],
    ["answers 500", { kind: "status", status: 500 } as Behaviour],
    ["answers 429", { kind: "status", status: 429 } as Behaviour],
    ["drops the connection", { kind: "drop" } as Behaviour],
  ])("answers from the second URL when the first %s", async (_, behaviour) => {
    const bad = await endpoint(behaviour);
    const good = await endpoint({ kind: "chainId" });
    expect(await chainIdVia([bad.url, good.url])).toBe(31337);
    expect(good.hits).toBe(1);
  });

  it("ranks the URLs by their probes: calls move to the one that answers them", async () => {
    // The first URL answers calls but fails every probe: ranked below the second once probed.
    const unstable = await endpoint({ kind: "chainId" }, "fail");
    const stable = await endpoint({ kind: "chainId" });
    const client = createPublicClient({ transport: rpcTransport([unstable.url, stable.url]) });
    expect(await client.getChainId()).toBe(31337);
    expect(unstable.hits).toBe(1);
    await expect
      .poll(
        async () => {
          await client.getChainId();
          return stable.hits;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    const before = unstable.hits;
    expect(await client.getChainId()).toBe(31337);
    expect(unstable.hits).toBe(before);
  });

  it("retries a lone URL after its Retry-After", async () => {
    const only = await endpoint({ kind: "chainId" });
    only.next = [{ kind: "status", status: 429, headers: { "retry-after": "0" } }];
    expect(await chainIdVia([only.url])).toBe(31337);
    expect(only.hits).toBe(2);
  });

  it.each([403, 408, 413, 429, 500, 502, 503, 504])("retries HTTP %i", async (status) => {
    const only = await endpoint({ kind: "chainId" });
    only.next = [{ kind: "status", status, headers: { "retry-after": "0" } }];
    expect(await chainIdVia([only.url])).toBe(31337);
  });

  it("neither retries nor fails over a final answer (HTTP 400)", async () => {
    const refusing = await endpoint({ kind: "status", status: 400 });
    const other = await endpoint({ kind: "chainId" });
    await expect(chainIdVia([refusing.url, other.url])).rejects.toThrow();
    expect(refusing.hits).toBe(1);
    expect(other.hits).toBe(0);
  });

  it.each([4001, 5000])("never retries or fails over a user rejection (%i)", async (code) => {
    const rejecting = await endpoint({ kind: "rpcError", code });
    const other = await endpoint({ kind: "chainId" });
    await expect(chainIdVia([rejecting.url, other.url])).rejects.toMatchObject({
      name: "UserRejectedRequestError",
    });
    expect(rejecting.hits).toBe(1);
    expect(other.hits).toBe(0);
  });

  it("fails with a timeout by the deadline when every URL hangs, retries included", async () => {
    const a = await endpoint({ kind: "hang" });
    const b = await endpoint({ kind: "hang" });
    const error = await chainIdVia([a.url, b.url], 400).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    // The message names the method only: no URL (a key may sit in it), no params.
    expect(String((error as Error).message)).not.toContain("127.0.0.1");
  });
});
