import { join } from "node:path";
import { savedChainOptions, stopOnSignal, writeManifest } from "./chainCli.js";
import { devnetRoot } from "./paths.js";
import { LAMPORTS_PER_SOL, SOLANA_USDC, startSolanaDevnet } from "./solana/index.js";

// The chain is saved on a clean stop.
const options = savedChainOptions({ port: 8899, stateDir: join(devnetRoot, ".data/solana") });

const started = performance.now();
const devnet = await startSolanaDevnet({
  port: options.port,
  ...(options.stateDir === undefined ? {} : { stateDir: options.stateDir }),
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
writeManifest(options.manifest, {
  caipNetworkId: devnet.caipNetworkId,
  genesisHash: devnet.genesisHash,
  name: devnet.name,
  rpcUrl: devnet.rpcUrl,
  pubsubUrl: devnet.pubsubUrl,
  usdc: { address: devnet.keys.usdcMint.address, ...SOLANA_USDC },
  accounts: devnet.keys.accounts.map(({ address, seedHex }) => ({ address, seedHex })),
});
if (options.stateDir !== undefined) {
  console.log(`  state                 ${options.stateDir} (saved on stop)`);
}

stopOnSignal("saving and stopping the solana localnet", () => devnet.stop());
