#!/usr/bin/env node
// Sponsored vs self-paid user operations (run on demand: `node bench/sponsoredOperation.mjs`).
// Starts a devnet, its ERC-4337 bundler (alto) and the provider server (PGlite in memory) with
// the devnet's paymaster signer key; the `demo` project sponsors its users' gas on the devnet
// (`DEMO_SPONSORSHIP=on`, as `npm start`), and a second project, `selfpay`, made through the
// admin API, sponsors nothing. RUNS times (7), alternating, the embedded wallet frame's own
// eth_sendTransaction handler sends as a smart account: on `demo` from an account holding 0 ETH
// (the frame asks the project's paymaster for stub data, then for its signature), on `selfpay`
// from an account holding 1 ETH (the paymaster refuses the stub, the account pays). Timed:
// Approve → receipt, as bench/userOperation.mjs, for a new account's first operation (it deploys
// the account) and a deployed account's next one; plus the planning before the approval shows
// (request → approval on screen), where the paymaster's stub round trip happens.
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
const ADMIN_TOKEN = "bench-admin-token-0123456789abcdefghijklmnop";
const origin = "http://localhost:5173";
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
      FOYER_PAYMASTER_SIGNER_KEY: devnet.manifest.contracts.paymaster.signer.privateKey,
      DEMO_SPONSORSHIP: "on",
      DEMO_ORIGINS: origin,
      FOYER_ADMIN_TOKEN: ADMIN_TOKEN,
      LOG_LEVEL: "warn",
    }),
  );
  stops.push(() => server.close());
  const created = await fetch(`${server.url}/admin/v1/projects`, {
    method: "POST",
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ id: "selfpay", name: "Self-paid", allowedOrigins: [origin] }),
  });
  if (created.status !== 201) throw new Error(`creating selfpay: ${created.status}`);

  // The proxy checks the origin like a browser's request.
  const fetchAsDemo = (input, init = {}) =>
    fetch(input, { ...init, headers: { ...init.headers, origin } });
  const chainRequestOf = (projectId) => (method, params) =>
    forwardRpc(
      fetchAsDemo,
      `${server.url}/v1/?chainId=eip155:31337&projectId=${projectId}`,
      method,
      params,
    );
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
  const paymaster = devnet.manifest.contracts.paymaster.address.toLowerCase();

  const depsOf = (ownerKey, projectId, onApprove) => ({
    ownerKey,
    network,
    enabledChainIds: [31337],
    chainRequest: chainRequestOf(projectId),
    appName: projectId,
    approve: async (summary) => {
      onApprove(summary);
      return true;
    },
    sessions: { create: async () => {}, revoke: async () => {} },
    now: () => Date.now(),
  });

  async function addressOf(ownerKey, projectId) {
    const [address] = await handleSmartAccountRpc(
      { method: "eth_accounts", params: [] },
      depsOf(ownerKey, projectId, () => {}),
      new AbortController().signal,
    );
    return address;
  }

  /** One eth_sendTransaction as the frame runs it: planning (request → approval) and Approve → receipt. */
  async function send(ownerKey, projectId, to, sponsored) {
    let approvedAt = 0;
    let shown;
    const startedAt = performance.now();
    const deps = depsOf(ownerKey, projectId, (summary) => {
      approvedAt = performance.now();
      shown = JSON.stringify(summary);
    });
    const address = await addressOf(ownerKey, projectId);
    const hash = await handleSmartAccountRpc(
      { method: "eth_sendTransaction", params: [{ from: address, to, value: numberToHex(0n) }] },
      deps,
      new AbortController().signal,
    );
    const elapsed = performance.now() - approvedAt;
    const receipt = await client.getTransactionReceipt({ hash });
    if (receipt.status !== "success") throw new Error("the bundle reverted");
    // The approval said who pays, and the chain agrees.
    if (sponsored !== shown.includes(`Gas sponsored by`)) {
      throw new Error(`expected ${sponsored ? "a sponsored" : "a self-paid"} approval: ${shown}`);
    }
    // The EntryPoint's UserOperationEvent names the paymaster as an indexed topic.
    const paidByPaymaster = receipt.logs.some((log) =>
      log.topics.some((topic) => topic?.toLowerCase().endsWith(paymaster.slice(2))),
    );
    if (sponsored && !paidByPaymaster) throw new Error("no paymaster in the sponsored bundle");
    return { planning: approvedAt - startedAt, elapsed };
  }

  const series = {
    sponsoredFirst: [],
    sponsoredNext: [],
    selfFirst: [],
    selfNext: [],
    sponsoredPlanning: [],
    selfPlanning: [],
  };
  const to = privateKeyToAccount(generatePrivateKey()).address;
  for (let run = 0; run < runs; run++) {
    // Sponsored: a new account with no ETH at all.
    const sponsoredKey = generatePrivateKey();
    const empty = await addressOf(sponsoredKey, "demo");
    const first = await send(sponsoredKey, "demo", to, true);
    const next = await send(sponsoredKey, "demo", to, true);
    if ((await client.getBalance({ address: empty })) !== 0n) throw new Error("the account paid");
    series.sponsoredFirst.push(first.elapsed);
    series.sponsoredNext.push(next.elapsed);
    series.sponsoredPlanning.push(next.planning);

    // Self-paid: a new account funded first.
    const selfKey = generatePrivateKey();
    const funded = await addressOf(selfKey, "selfpay");
    await client.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: funded, value: parseEther("1") }),
    });
    const selfFirst = await send(selfKey, "selfpay", to, false);
    const selfNext = await send(selfKey, "selfpay", to, false);
    series.selfFirst.push(selfFirst.elapsed);
    series.selfNext.push(selfNext.elapsed);
    series.selfPlanning.push(selfNext.planning);
  }
  console.log(
    `user operations, sponsored vs self-paid (devnet, alto, via the server; ${runs} runs)`,
  );
  console.log("Approve → receipt");
  console.log(`  sponsored, first (deploys):  ${summary(series.sponsoredFirst)}`);
  console.log(`  self-paid, first (deploys):  ${summary(series.selfFirst)}`);
  console.log(`  sponsored, deployed account: ${summary(series.sponsoredNext)}`);
  console.log(`  self-paid, deployed account: ${summary(series.selfNext)}`);
  console.log("request → approval shown (deployed account; gas planned, paymaster stub asked)");
  console.log(`  sponsored: ${summary(series.sponsoredPlanning)}`);
  console.log(`  self-paid: ${summary(series.selfPlanning)}`);
} finally {
  for (const stop of stops.reverse()) await stop();
}
