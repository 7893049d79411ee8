#!/usr/bin/env node
// Devnet fee benchmark (run on demand: `node bench/devnetFees.mjs`).
// Starts a devnet, its ERC-4337 bundler (alto) and the provider server (PGlite in memory), then
// sends TRANSACTIONS (100) the way the demo's users do, in turn: a smart-account send through the
// embedded frame's own eth_sendTransaction handler (frame → server proxy → bundler), and an EOA
// send from a dev key priced at the server's gas-price route (`standard`, as Send and Swap price
// theirs). Every 10 transactions it prints the node's suggested tip (eth_maxPriorityFeePerGas),
// the server's standard gas price and what a 21,000-gas transfer would cost, in gwei. On a devnet
// nothing competes for block space, so all three should stay where they started.
import { rerunUnderTsx } from "./lib/harness.mjs";

rerunUnderTsx(import.meta.url);

const { startBundler, startDevnet } = await import("@foyer/devnet");
const { loadConfig, startServer } = await import("@foyer/server");
const { createPublicClient, createWalletClient, formatGwei, http, numberToHex, parseEther } =
  await import("viem");
const { generatePrivateKey, privateKeyToAccount } = await import("viem/accounts");
const { foundry } = await import("viem/chains");
const { forwardRpc } = await import("../apps/frame/src/rpc/forwardRpc.ts");
const { handleSmartAccountRpc } = await import("../apps/frame/src/smartAccount/smartAccountRpc.ts");

const total = Number(process.env.TRANSACTIONS ?? 100);
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
  const origin = "http://localhost:5173";
  const fetchAsDemo = (input, init = {}) =>
    fetch(input, { ...init, headers: { ...init.headers, origin } });
  const proxy = `${server.url}/v1/?chainId=eip155:31337&projectId=demo`;
  const chainRequest = (method, params) => forwardRpc(fetchAsDemo, proxy, method, params);
  const client = createPublicClient({ chain: foundry, transport: http(devnet.rpcUrl) });
  const eoa = createWalletClient({
    account: privateKeyToAccount(devnet.manifest.accounts[1].privateKey),
    chain: foundry,
    transport: http(devnet.rpcUrl),
  });
  const deps = {
    ownerKey: generatePrivateKey(),
    network: {
      chainId: 31337,
      name: "Foyer Devnet",
      environment: devnet.manifest.contracts.smartAccounts,
    },
    enabledChainIds: [31337],
    chainRequest,
    approve: async () => true,
    sessions: { create: async () => {}, revoke: async () => {} },
    now: () => Date.now(),
    pollingIntervalMs: 20,
  };
  const rpc = (method, params) =>
    handleSmartAccountRpc({ method, params }, deps, new AbortController().signal);
  const [smart] = await rpc("eth_accounts", []);
  await client.waitForTransactionReceipt({
    hash: await eoa.sendTransaction({ to: smart, value: parseEther("10") }),
  });
  const to = privateKeyToAccount(generatePrivateKey()).address;

  const standardGasPrice = async () => {
    const response = await fetchAsDemo(
      `${server.url}/v1/convert/gas-price?chainId=eip155:31337&projectId=demo`,
    );
    return BigInt((await response.json()).standard);
  };
  const report = async (sent) => {
    const tip = BigInt(await client.request({ method: "eth_maxPriorityFeePerGas" }));
    const standard = await standardGasPrice();
    console.log(
      `${String(sent).padStart(4)} sent: suggested tip ${formatGwei(tip)} gwei, ` +
        `standard gas price ${formatGwei(standard)} gwei, ` +
        `a transfer ${formatGwei(standard * 21_000n)} gwei`,
    );
  };

  console.log(`devnet fees over ${total} transactions (smart-account and EOA sends in turn)`);
  await report(0);
  for (let sent = 1; sent <= total; sent++) {
    if (sent % 2 === 1) {
      await rpc("eth_sendTransaction", [{ from: smart, to, value: numberToHex(1000n) }]);
    } else {
      const hash = await eoa.sendTransaction({
        to,
        value: 1000n,
        gasPrice: await standardGasPrice(),
      });
      await client.waitForTransactionReceipt({ hash });
    }
    if (sent % 10 === 0) await report(sent);
  }
} finally {
  for (const stop of stops.reverse()) await stop();
}
