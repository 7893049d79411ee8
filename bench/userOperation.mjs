#!/usr/bin/env node
// User-operation benchmark (run on demand: `node bench/userOperation.mjs`).
// Starts a devnet, its ERC-4337 bundler (alto) and the provider server (PGlite in memory, the
// bundler behind its RPC proxy), then RUNS times (7) runs the embedded wallet frame's own
// eth_sendTransaction handler as a smart account, with an approver that answers Approve at once.
// Timed: Approve → receipt, i.e. from the approval resolving until the handler returns the
// mined transaction's hash: building the user operation (nonce, gas estimation by the bundler,
// fees), signing it, eth_sendUserOperation, the bundle being mined on anvil and the frame
// seeing the receipt (it polls every 250 ms). Every request goes frame → server proxy → bundler
// or chain over HTTP on 127.0.0.1, as in the browser. Two series: a new account's first
// operation (it deploys the account too) and a deployed account's next one.
// Needs the workspace sources, so it re-runs itself under tsx with the foyer-source condition.
import { rerunUnderTsx } from "./lib/harness.mjs";
import { summary } from "./lib/stats.mjs";

rerunUnderTsx(import.meta.url);

const { startBundler, startDevnet } = await import("@foyer/devnet");
const { loadConfig, startServer } = await import("@foyer/server");
const { createPublicClient, createWalletClient, http, numberToHex, parseEther } = await import(
  "viem"
);
const { generatePrivateKey, privateKeyToAccount } = await import("viem/accounts");
const { foundry } = await import("viem/chains");
const { forwardRpc } = await import("../apps/frame/src/rpc/forwardRpc.ts");
const { handleSmartAccountRpc } = await import("../apps/frame/src/smartAccount/smartAccountRpc.ts");

const runs = Math.max(5, Number(process.env.RUNS ?? 7));
const devnet = await startDevnet();
const stops = [() => devnet.stop()];
try {
  const bundler = await startBundler({ rpcUrl: devnet.rpcUrl });
  stops.push(() => bundler.stop());
  const server = await startServer(
    loadConfig({
      PORT: "0",
      DEVNET_RPC_URL: devnet.rpcUrl,
      DEVNET_BUNDLER_URL: bundler.url,
      FOYER_DATA_DIR: "memory://",
      LOG_LEVEL: "warn",
    }),
  );
  stops.push(() => server.close());
  const proxy = `${server.url}/v1/?chainId=eip155:31337&projectId=demo`;
  // The demo project allows the demo's origin; the proxy checks it like a browser's request.
  const origin = "http://localhost:5173";
  const fetchAsDemo = (input, init = {}) =>
    fetch(input, { ...init, headers: { ...init.headers, origin } });
  const chainRequest = (method, params) => forwardRpc(fetchAsDemo, proxy, method, params);
  const funder = createWalletClient({
    account: privateKeyToAccount(devnet.manifest.accounts[0].privateKey),
    chain: foundry,
    transport: http(devnet.rpcUrl),
  });
  const client = createPublicClient({ chain: foundry, transport: http(devnet.rpcUrl) });
  const network = {
    chainId: 31337,
    name: "Foyer Devnet",
    environment: devnet.manifest.contracts.smartAccounts,
  };

  /** One eth_sendTransaction as the frame runs it; resolves with Approve → receipt in ms. */
  async function send(ownerKey, to) {
    let approvedAt = 0;
    const deps = {
      ownerKey,
      network,
      enabledChainIds: [31337],
      chainRequest,
      approve: async () => {
        approvedAt = performance.now();
        return true;
      },
      sessions: { create: async () => {}, revoke: async () => {} },
      now: () => Date.now(),
    };
    const [address] = await handleSmartAccountRpc(
      { method: "eth_accounts", params: [] },
      deps,
      new AbortController().signal,
    );
    const hash = await handleSmartAccountRpc(
      { method: "eth_sendTransaction", params: [{ from: address, to, value: numberToHex(1000n) }] },
      deps,
      new AbortController().signal,
    );
    const elapsed = performance.now() - approvedAt;
    const receipt = await client.getTransactionReceipt({ hash });
    if (receipt.status !== "success") throw new Error("the bundle reverted");
    return { address, elapsed };
  }

  const firsts = [];
  const nexts = [];
  const to = privateKeyToAccount(generatePrivateKey()).address;
  for (let run = 0; run < runs; run++) {
    const ownerKey = generatePrivateKey();
    const [address] = await handleSmartAccountRpc(
      { method: "eth_accounts", params: [] },
      {
        ownerKey,
        network,
        enabledChainIds: [31337],
        chainRequest,
        approve: async () => true,
        sessions: {},
        now: () => Date.now(),
      },
      new AbortController().signal,
    );
    await client.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: address, value: parseEther("1") }),
    });
    firsts.push((await send(ownerKey, to)).elapsed);
    nexts.push((await send(ownerKey, to)).elapsed);
  }
  console.log(
    `user operation, Approve → receipt (devnet, alto, via the server's proxy; ${runs} runs)`,
  );
  console.log(`  first (deploys the account): ${summary(firsts)}`);
  console.log(`  deployed account:            ${summary(nexts)}`);
} finally {
  for (const stop of stops.reverse()) await stop();
}
