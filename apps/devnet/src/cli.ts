import { parseArgs } from "node:util";
import { DEVNET_CHAIN_ID } from "./anvil.js";
import { type Bundler, startBundler } from "./bundler/startBundler.js";
import { portOption, stopOnSignal } from "./chainCli.js";
import { startDevnet } from "./devnet.js";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8545" },
    // Another id starts a second devnet from the same saved state (same contracts and balances).
    "chain-id": { type: "string", default: String(DEVNET_CHAIN_ID) },
    // The ERC-4337 bundler beside the chain; --no-bundler leaves it out.
    "bundler-port": { type: "string", default: "4337" },
    "no-bundler": { type: "boolean", default: false },
  },
});

const port = portOption("port", values.port);
const bundlerPort = portOption("bundler-port", values["bundler-port"]);
const chainId = Number(values["chain-id"]);
if (!Number.isSafeInteger(chainId) || chainId <= 0) {
  console.error(`invalid --chain-id ${values["chain-id"]}`);
  process.exit(1);
}

const started = performance.now();
const devnet = await startDevnet({ port, chainId });
let bundler: Bundler | undefined;
if (!values["no-bundler"]) {
  try {
    bundler = await startBundler({ rpcUrl: devnet.rpcUrl, port: bundlerPort });
  } catch (error) {
    await devnet.stop();
    throw error;
  }
}
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
console.log(`  DelegationManager     ${contracts.smartAccounts.DelegationManager}`);
console.log(
  `  HybridDeleGator impl  ${contracts.smartAccounts.implementations.HybridDeleGatorImpl}`,
);
if (bundler) console.log(`bundler (ERC-4337) ready at ${bundler.url}`);
console.log(`  account 0             ${devnet.manifest.accounts[0]?.address}`);

stopOnSignal("stopping devnet", async () => {
  await bundler?.stop();
  await devnet.stop();
});
