import { join } from "node:path";
import { BITCOIN_DEFAULT_PORT, SATS_PER_BTC, startBitcoinDevnet } from "./bitcoin/index.js";
import { addressScriptHash } from "./bitcoin/scripts.js";
import { savedChainOptions, stopOnSignal, writeManifest } from "./chainCli.js";
import { devnetRoot } from "./paths.js";

// The chain is saved after every block.
const options = savedChainOptions({
  port: BITCOIN_DEFAULT_PORT,
  stateDir: join(devnetRoot, ".data/bitcoin"),
});

const started = performance.now();
const devnet = await startBitcoinDevnet({
  port: options.port,
  ...(options.stateDir === undefined ? {} : { stateDir: options.stateDir }),
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
writeManifest(options.manifest, {
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
});
if (options.stateDir !== undefined) {
  console.log(`  state                 ${options.stateDir} (saved after every block)`);
}

stopOnSignal("stopping the bitcoin regtest chain", () => devnet.stop());
