import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { devnetRoot } from "./paths.js";
import { LAMPORTS_PER_SOL, SOLANA_USDC, startSolanaDevnet } from "./solana/index.js";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8899" },
    // Where the chain is saved on a clean stop and loaded from at start; --fresh starts anew.
    state: { type: "string", default: join(devnetRoot, ".data/solana") },
    fresh: { type: "boolean", default: false },
    // A JSON file naming the chain for the rest of the world (`npm start` hands it to the server and demo).
    manifest: { type: "string" },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`invalid --port ${values.port}`);
  process.exit(1);
}

const started = performance.now();
const devnet = await startSolanaDevnet({
  port,
  ...(values.fresh ? {} : { stateDir: values.state }),
});
console.log(
  `solana localnet ready at ${devnet.rpcUrl} (${devnet.caipNetworkId}) in ${Math.round(performance.now() - started)} ms`,
);
console.log(`  pubsub (WebSocket)    ${devnet.pubsubUrl}`);
console.log(`  genesis hash          ${devnet.genesisHash}`);
console.log(`  ${SOLANA_USDC.symbol} mint             ${devnet.keys.usdcMint.address}`);
const first = devnet.keys.accounts[0];
if (first) {
  const lamports = devnet.chain.getAccount(first.address);
  const sol = lamports.exists
    ? Number(BigInt(lamports.lamports) / (LAMPORTS_PER_SOL / 1000n)) / 1000
    : 0;
  console.log(`  account 0             ${first.address} (${sol} SOL)`);
}
if (values.manifest) {
  mkdirSync(dirname(values.manifest), { recursive: true });
  writeFileSync(
    values.manifest,
    JSON.stringify({
      caipNetworkId: devnet.caipNetworkId,
      genesisHash: devnet.genesisHash,
      name: devnet.name,
      rpcUrl: devnet.rpcUrl,
      pubsubUrl: devnet.pubsubUrl,
      usdc: { address: devnet.keys.usdcMint.address, ...SOLANA_USDC },
      accounts: devnet.keys.accounts.map(({ address, seedHex }) => ({ address, seedHex })),
    }),
  );
}
if (!values.fresh) console.log(`  state                 ${values.state} (saved on stop)`);

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: saving and stopping the solana localnet`);
  await devnet.stop();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
