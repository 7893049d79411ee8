#!/usr/bin/env node
// Bitcoin regtest latency (run on demand: `node bench/bitcoinChain.mjs`).
// Starts the local regtest chain (in memory) and the provider server (PGlite in memory, the
// chain behind its Esplora proxy), then RUNS times (7) each:
//   chain   POST /tx of a signed P2WPKH spend straight to the chain, then GET /tx/:id/status
//           until confirmed: broadcast → checked (signatures, UTXOs) → mined in a block → read.
//   proxy   the same through the server's /v1/bitcoin/esplora proxy (guard, rate limit, upstream).
//   wallet  the Foyer Test Wallet's sendTransfer (UTXOs and fee estimates read, coin selection,
//           signing, broadcast), then the status read, as a dApp's Send does.
// Each transaction spends the previous one's change, so every run is a new chain of one input.
// Needs the workspace sources, so it re-runs itself under tsx with the foyer-source condition.
import { rerunUnderTsx } from "./lib/harness.mjs";
import { summary } from "./lib/stats.mjs";

rerunUnderTsx(import.meta.url);

const { startBitcoinDevnet } = await import("@foyer/devnet");
const { loadConfig, startServer } = await import("@foyer/server");
const { BITCOIN_REGTEST, esploraProxyUrl } = await import("@foyer/protocol");
const { createApprovalQueue, createBitcoinTestWallet } = await import("@foyer/testwallet/bitcoin");
const { Transaction } = await import("@scure/btc-signer");
const { hex } = await import("@scure/base");

const runs = Math.max(5, Number(process.env.RUNS ?? 7));
const bitcoin = await startBitcoinDevnet();
const stops = [() => bitcoin.stop()];
try {
  const server = await startServer(
    loadConfig({
      PORT: "0",
      FOYER_DATA_DIR: "memory://",
      // The default EVM devnet is not running here: its indexer's retries would fill the log.
      LOG_LEVEL: "fatal",
      BITCOIN_ESPLORA_URL: bitcoin.esploraUrl,
    }),
  );
  stops.push(() => server.close());
  const direct = (path) => `${bitcoin.esploraUrl}${path}`;
  const proxied = (path) =>
    esploraProxyUrl({
      serverUrl: server.url,
      caipNetworkId: BITCOIN_REGTEST,
      projectId: "demo",
      path,
    });

  const [sender, receiver] = bitcoin.keys.payment;
  let coin = (await (await fetch(direct(`/address/${sender.address}/utxo`))).json())[0];

  /** A signed spend of `coin`: 10,000 sats to the receiver, change back to the sender. */
  function nextSpend() {
    const tx = new Transaction();
    tx.addInput({
      txid: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: sender.script, amount: BigInt(coin.value) },
    });
    tx.addOutput({ script: receiver.script, amount: 10_000n });
    const change = BigInt(coin.value) - 10_000n - 500n;
    tx.addOutput({ script: sender.script, amount: change });
    tx.sign(sender.privateKey);
    tx.finalize();
    coin = { txid: tx.id, vout: 1, value: Number(change) };
    return hex.encode(tx.extract());
  }

  async function confirmed(url, txid) {
    for (;;) {
      const status = await (await fetch(url(`/tx/${txid}/status`))).json();
      if (status.confirmed) return;
    }
  }

  async function broadcastAndMine(url) {
    const raw = nextSpend();
    const started = performance.now();
    const response = await fetch(url("/tx"), { method: "POST", body: raw });
    const txid = await response.text();
    if (!response.ok) throw new Error(`broadcast refused: ${txid}`);
    await confirmed(url, txid);
    return performance.now() - started;
  }

  const wallet = createBitcoinTestWallet({
    esploraUrl: bitcoin.esploraUrl,
    approvals: createApprovalQueue("approve", () => undefined),
    authorized: true,
    onAuthorizedChange: () => undefined,
  });
  async function walletSend() {
    const started = performance.now();
    const answer = await wallet.provider.request("sendTransfer", {
      recipients: [{ address: receiver.address, amount: 10_000 }],
    });
    if ("error" in answer) throw new Error(answer.error.message);
    await confirmed(direct, answer.result.txid);
    return performance.now() - started;
  }

  // One of each first, so connections and code are warm.
  await broadcastAndMine(direct);
  await broadcastAndMine(proxied);
  const chain = [];
  const proxy = [];
  for (let run = 0; run < runs; run++) {
    chain.push(await broadcastAndMine(direct));
    proxy.push(await broadcastAndMine(proxied));
  }
  // The wallet spends the sender's other coins; the chain of change above is left alone.
  await walletSend();
  const sends = [];
  for (let run = 0; run < runs; run++) sends.push(await walletSend());

  console.log(`bitcoin regtest, ${runs} runs each (tip ${bitcoin.chain.ledger.tip.height})`);
  console.log(`  broadcast → mined → status, chain   ${summary(chain)}`);
  console.log(`  broadcast → mined → status, proxy   ${summary(proxy)}`);
  console.log(`  wallet sendTransfer → confirmed     ${summary(sends)}`);
} finally {
  for (const stop of stops.reverse()) await stop();
}
