import { parseArgs } from "node:util";
import { startDevnet } from "./devnet.js";

const { values } = parseArgs({ options: { port: { type: "string", default: "8545" } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`invalid --port ${values.port}`);
  process.exit(1);
}

const started = performance.now();
const devnet = await startDevnet({ port });
const { contracts } = devnet.manifest;
console.log(
  `devnet ready at ${devnet.rpcUrl} (chain ${devnet.chainId}) in ${Math.round(performance.now() - started)} ms`,
);
console.log(`  USDC                  ${contracts.usdc.address}`);
console.log(`  FOY                   ${contracts.foy.address}`);
console.log(`  WETH                  ${contracts.weth.address}`);
console.log(`  DEX router            ${contracts.dexRouter.address}`);
console.log(`  DEX factory           ${contracts.dexFactory.address}`);
console.log(`  NFT (FSAMPLE)         ${contracts.nft.address}`);
console.log(`  EntryPoint v0.7       ${contracts.entryPoint.address}`);
console.log(`  SimpleAccountFactory  ${contracts.simpleAccountFactory.address}`);
console.log(`  account 0             ${devnet.manifest.accounts[0]?.address}`);

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping devnet`);
  await devnet.stop();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
