import type { Server } from "node:http";
import { closeServer, listeningPort } from "../http/serverLifecycle.js";
import { createSolanaChain, type SolanaChain } from "./chain.js";
import {
  SOLANA_LOCAL_CAIP_NETWORK_ID,
  SOLANA_LOCAL_GENESIS_HASH,
  SOLANA_LOCAL_NAME,
} from "./constants.js";
import { type SolanaKeys, solanaKeys } from "./keys.js";
import { SOLANA_HOST, serveSolanaRpc } from "./server.js";

export interface StartSolanaDevnetOptions {
  /** 0 or omitted: a free port chosen by the OS. */
  port?: number;
  /**
   * A folder to keep the chain in across restarts: loaded at start when a previous run saved
   * there, written on `stop()`. Omitted: a fresh chain that is forgotten on stop.
   */
  stateDir?: string;
}

/** A running local Solana chain. */
export interface SolanaDevnet {
  rpcUrl: string;
  port: number;
  name: string;
  genesisHash: string;
  caipNetworkId: typeof SOLANA_LOCAL_CAIP_NETWORK_ID;
  keys: SolanaKeys;
  chain: SolanaChain;
  /** Stops serving and, with `stateDir`, saves the chain there. */
  stop(): Promise<void>;
}

/** Starts the local Solana chain (litesvm) with its JSON-RPC on 127.0.0.1. */
export async function startSolanaDevnet(
  options: StartSolanaDevnetOptions = {},
): Promise<SolanaDevnet> {
  const keys = await solanaKeys();
  const chain = await createSolanaChain({
    keys,
    ...(options.stateDir === undefined ? {} : { stateDir: options.stateDir }),
  });
  const server: Server = await serveSolanaRpc(chain, options.port ?? 0);
  const port = listeningPort(server);
  let stopped: Promise<void> | undefined;
  return {
    rpcUrl: `http://${SOLANA_HOST}:${port}`,
    port,
    name: SOLANA_LOCAL_NAME,
    genesisHash: SOLANA_LOCAL_GENESIS_HASH,
    caipNetworkId: SOLANA_LOCAL_CAIP_NETWORK_ID,
    keys,
    chain,
    stop() {
      stopped ??= closeServer(server).then(() => {
        if (options.stateDir !== undefined) chain.save(options.stateDir);
      });
      return stopped;
    },
  };
}
