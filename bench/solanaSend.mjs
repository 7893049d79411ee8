#!/usr/bin/env node
// Solana send latency on the local validator (run on demand: `node bench/solanaSend.mjs`).
// Starts the Solana localnet (litesvm) and the provider server (PGlite in memory, the localnet
// behind its RPC proxy), then RUNS times (7) sends through @foyer/solana's adapter exactly what
// the demo's Send view asks for: 0.01 SOL, then 1 USDC, from dev key 0 to dev key 1, signed and
// sent by the Foyer Test Wallet's Solana side (Wallet Standard, approving at once). Timed: the
// adapter's sendTransaction, i.e. building the transfer (balance, rent, blockhash, and for USDC
// the mint and the receiver's token account, all over the proxy), the wallet signing and
// sending, and confirmation by polling getSignatureStatuses until `confirmed`.
// Needs the workspace sources, so it re-runs itself under tsx with the foyer-source condition.
import { rerunUnderTsx } from "./lib/harness.mjs";
import { summary } from "./lib/stats.mjs";

rerunUnderTsx(import.meta.url);

const { startSolanaDevnet } = await import("@foyer/devnet");
const { loadConfig, startServer } = await import("@foyer/server");
const { buildRpcProxyUrl, solanaNetwork } = await import("@foyer/core");
const { createSolanaAdapter } = await import("@foyer/solana");
const { createTestWallet } = await import("@foyer/testwallet");

const runs = Math.max(5, Number(process.env.RUNS ?? 7));
const solana = await startSolanaDevnet();
const stops = [() => solana.stop()];
try {
  const server = await startServer(
    loadConfig({
      PORT: "0",
      FOYER_DATA_DIR: "memory://",
      // The default EVM devnet is not running here: its indexer's retries would fill the log.
      LOG_LEVEL: "fatal",
      FOYER_NETWORKS: JSON.stringify({
        [solana.caipNetworkId]: { name: solana.name, rpcUrls: [solana.rpcUrl] },
      }),
    }),
  );
  stops.push(() => server.close());
  const network = solanaNetwork({
    caipNetworkId: solana.caipNetworkId,
    name: solana.name,
    rpcUrl: solana.rpcUrl,
    proxyRpcUrl: buildRpcProxyUrl({
      baseUrl: server.url,
      caipNetworkId: solana.caipNetworkId,
      projectId: "demo",
    }),
  });
  const [from, to] = solana.keys.accounts;
  const wallet = createTestWallet({
    privateKey: "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
    chains: [{ chainId: 31337, rpcUrl: "http://127.0.0.1:1" }],
    mode: "approve",
    storage: null,
    solana: {
      seedHex: from.seedHex,
      chains: [{ chain: "solana:localnet", rpcUrl: solana.rpcUrl }],
    },
  });
  const registry = { get: () => [wallet.solana], on: () => () => {}, register: () => () => {} };
  const adapter = createSolanaAdapter({ networks: [network], wallets: registry });
  const connectorId = "solana:Foyer Test Wallet";
  await adapter.connect(connectorId, { caipNetwork: network });
  const send = async (request) => {
    const started = performance.now();
    await adapter.sendTransaction({
      connectorId,
      caipNetwork: network,
      from: from.address,
      to: to.address,
      ...request,
    });
    return performance.now() - started;
  };
  // One of each first, so connections and code are warm. Amounts differ by a unit per run:
  // two identical transfers within one blockhash are one transaction (AlreadyProcessed).
  await send({ value: 10_000_000n });
  const sol = [];
  const usdc = [];
  for (let run = 1; run <= runs; run++) {
    sol.push(await send({ value: 10_000_000n + BigInt(run) }));
    usdc.push(
      await send({
        value: 1_000_000n + BigInt(run),
        token: { address: solana.keys.usdcMint.address, decimals: 6 },
      }),
    );
  }
  console.log(`~0.01 SOL, adapter sendTransaction → confirmed: ${summary(sol)}`);
  console.log(`~1 USDC,   adapter sendTransaction → confirmed: ${summary(usdc)}`);
} finally {
  for (const stop of stops.reverse()) await stop();
}
