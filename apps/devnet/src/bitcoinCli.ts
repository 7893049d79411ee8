import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { BITCOIN_DEFAULT_PORT, SATS_PER_BTC, startBitcoinDevnet } from "./bitcoin/index.js";
import { addressScriptHash } from "./bitcoin/scripts.js";
import { devnetRoot } from "./paths.js";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: String(BITCOIN_DEFAULT_PORT) },
    // Where the chain is saved after every block and loaded from at start; --fresh starts anew.
    state: { type: "string", default: join(devnetRoot, ".data/bitcoin") },
    fresh: { type: "boolean", default: false },
    // A JSON file naming the chain for the rest of the world (`npm start` hands it on).
    manifest: { type: "string" },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`invalid --port ${values.port}`);
  process.exit(1);
}

const started = performance.now();
const devnet = await startBitcoinDevnet({
  port,
  ...(values.fresh ? {} : { stateDir: values.state }),
});
const btc = (address: string) => {
  const sats = devnet.chain.ledger
    .scriptCoins(addressScriptHash(address) ?? "")
    .reduce((sum, coin) => sum + coin.value, 0n);
  return `${Number(sats) / Number(SATS_PER_BTC)} BTC`;
};
console.log(
  `bitcoin regtest ready at ${devnet.esploraUrl} (${devnet.caipNetworkId}, Esplora API) in ${Math.round(performance.now() - started)} ms`,
);
console.log(
  `  tip                   ${devnet.chain.ledger.tip.height} ${devnet.chain.ledger.tip.hash}`,
);
devnet.keys.payment.forEach((key, index) => {
  console.log(`  payment ${index}             ${key.address} (${btc(key.address)})`);
});
console.log(
  `  ordinal               ${devnet.keys.ordinal.address} (${btc(devnet.keys.ordinal.address)})`,
);
if (values.manifest) {
  mkdirSync(dirname(values.manifest), { recursive: true });
  writeFileSync(
    values.manifest,
    JSON.stringify({
      caipNetworkId: devnet.caipNetworkId,
      genesisHash: devnet.genesisHash,
      name: devnet.name,
      esploraUrl: devnet.esploraUrl,
      payment: devnet.keys.payment.map(({ address, path, publicKey }) => ({
        address,
        path,
        publicKey,
      })),
      ordinal: {
        address: devnet.keys.ordinal.address,
        path: devnet.keys.ordinal.path,
        publicKey: devnet.keys.ordinal.publicKey,
      },
    }),
  );
}
if (!values.fresh) console.log(`  state                 ${values.state} (saved after every block)`);

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping the bitcoin regtest chain`);
  await devnet.stop();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
