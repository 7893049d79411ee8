#!/usr/bin/env node
// Transaction preview latency (run on demand: `node bench/preview.mjs`).
// Starts a devnet and the provider server (PGlite in memory) and times, from this process,
// `POST /v1/transactions/preview` — what an approval waits for before it shows the balance
// changes — one request at a time (RUNS, default 30, after 3 warm-ups), for:
//   transfer   one USDC transfer (decoded, simulated with eth_simulateV1)
//   approval   an unlimited USDC approval (decoded with the balance read for its warning)
//   swap       approve + swapExactTokensForTokens USDC → FOY as one batch
// The figures are end to end over HTTP on 127.0.0.1: decode, token metadata (cached after the
// first read), the simulation on anvil, and the answer's checks.
import { rerunUnderTsx } from "./lib/harness.mjs";
import { sorted, summary } from "./lib/stats.mjs";

rerunUnderTsx(import.meta.url);

const { encodeFunctionData, erc20Abi, maxUint256, parseUnits } = await import("viem");
const { startDevnet, dexRouterAbi } = await import("@foyer/devnet");
const { loadConfig, startServer } = await import("@foyer/server");

const runs = Math.max(5, Number(process.env.RUNS ?? 30));
const devnet = await startDevnet();
let server;
try {
  server = await startServer(
    loadConfig({
      PORT: "0",
      DEVNET_RPC_URL: devnet.rpcUrl,
      FOYER_DATA_DIR: "memory://",
      LOG_LEVEL: "warn",
    }),
  );
  const { contracts, accounts } = devnet.manifest;
  const user = accounts[0].address;
  const usdc = contracts.usdc.address;
  const amount = parseUnits("10", 6);
  const approve = (value) =>
    encodeFunctionData({
      abi: erc20Abi,
      functionName: "approve",
      args: [contracts.dexRouter.address, value],
    });
  const cases = {
    transfer: [
      {
        to: usdc,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: "transfer",
          args: [accounts[1].address, amount],
        }),
      },
    ],
    approval: [{ to: usdc, data: approve(maxUint256) }],
    swap: [
      { to: usdc, data: approve(amount) },
      {
        to: contracts.dexRouter.address,
        data: encodeFunctionData({
          abi: dexRouterAbi,
          functionName: "swapExactTokensForTokens",
          args: [amount, 1n, [usdc, contracts.foy.address], user, 2n ** 40n],
        }),
      },
    ],
  };
  const url = `${server.url}/v1/transactions/preview?projectId=demo`;
  const once = async (calls) => {
    const started = performance.now();
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ chainId: "eip155:31337", from: user, calls }),
    });
    const body = await response.json();
    const elapsed = performance.now() - started;
    if (response.status !== 200 || body.simulation?.status !== "success") {
      throw new Error(`preview failed: ${response.status} ${JSON.stringify(body)}`);
    }
    return elapsed;
  };
  console.log(`POST /v1/transactions/preview on the devnet, ${runs} runs each, one at a time:`);
  for (const [name, calls] of Object.entries(cases)) {
    for (let index = 0; index < 3; index++) await once(calls);
    const times = [];
    for (let index = 0; index < runs; index++) times.push(await once(calls));
    const p95 = sorted(times)[Math.floor(times.length * 0.95)];
    console.log(
      `  ${name.padEnd(9)} ${summary(times).split("; runs")[0]}; p95 ${p95.toFixed(1)} ms)`,
    );
  }
} finally {
  await server?.close();
  await devnet.stop();
}
