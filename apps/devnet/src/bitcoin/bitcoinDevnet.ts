import type { Server } from "node:http";
import { closeServer, listeningPort } from "../http/serverLifecycle.js";
import { BitcoinChain } from "./chain.js";
import {
  BITCOIN_LOCAL_NAME,
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  BITCOIN_REGTEST_GENESIS_HASH,
} from "./constants.js";
import { type BitcoinKeys, bitcoinKeys } from "./keys.js";
import { seedChain } from "./seed.js";
import { BITCOIN_HOST, serveEsplora } from "./server.js";

export interface StartBitcoinDevnetOptions {
  /** 0 or omitted: a free port chosen by the OS. */
  port?: number;
  /**
   * A folder that keeps the chain across restarts (written after every block). Omitted: a
   * fresh chain, forgotten on stop.
   */
  stateDir?: string;
}

/** A running local Bitcoin regtest chain. */
export interface BitcoinDevnet {
  /** Base URL of its Esplora REST API (no trailing slash). */
  esploraUrl: string;
  port: number;
  name: string;
  genesisHash: string;
  caipNetworkId: typeof BITCOIN_REGTEST_CAIP_NETWORK_ID;
  keys: BitcoinKeys;
  chain: BitcoinChain;
  stop(): Promise<void>;
}

/** Starts the regtest chain (resumed from `stateDir`, else seeded) with Esplora on 127.0.0.1. */
export async function startBitcoinDevnet(
  options: StartBitcoinDevnetOptions = {},
): Promise<BitcoinDevnet> {
  const keys = bitcoinKeys();
  const chain = new BitcoinChain({
    minerScript: keys.miner.script,
    ...(options.stateDir === undefined ? {} : { stateDir: options.stateDir }),
  });
  if (!chain.load()) seedChain(chain, keys);
  const server: Server = await serveEsplora(chain, options.port ?? 0);
  const port = listeningPort(server);
  let stopped: Promise<void> | undefined;
  return {
    esploraUrl: `http://${BITCOIN_HOST}:${port}`,
    port,
    name: BITCOIN_LOCAL_NAME,
    genesisHash: BITCOIN_REGTEST_GENESIS_HASH,
    caipNetworkId: BITCOIN_REGTEST_CAIP_NETWORK_ID,
    keys,
    chain,
    stop() {
      stopped ??= closeServer(server);
      return stopped;
    },
  };
}
