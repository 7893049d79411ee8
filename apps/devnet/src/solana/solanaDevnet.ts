import type { Server } from "node:http";
import { closeServer, listeningPort } from "../http/serverLifecycle.js";
import { createSolanaChain, type SolanaChain } from "./chain.js";
import {
  SOLANA_LOCAL_CAIP_NETWORK_ID,
  SOLANA_LOCAL_GENESIS_HASH,
  SOLANA_LOCAL_NAME,
} from "./constants.js";
import { type SolanaKeys, solanaKeys } from "./keys.js";
import { type PubSubServer, servePubSub } from "./pubsub/server.js";
import { SOLANA_HOST, serveSolanaRpc } from "./server.js";

export interface StartSolanaDevnetOptions {
  /**
   * The JSON-RPC port; the PubSub WebSocket takes the next one, as a validator's does (clients
   * such as web3.js derive it so). 0 or omitted: a free pair chosen by the OS.
   */
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
  /** The PubSub WebSocket: `ws://127.0.0.1:<port + 1>`. */
  pubsubUrl: string;
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
  const { server, pubsub } = await listenPair(chain, options.port ?? 0);
  const port = listeningPort(server);
  let stopped: Promise<void> | undefined;
  return {
    rpcUrl: `http://${SOLANA_HOST}:${port}`,
    pubsubUrl: `ws://${SOLANA_HOST}:${pubsub.port}`,
    port,
    name: SOLANA_LOCAL_NAME,
    genesisHash: SOLANA_LOCAL_GENESIS_HASH,
    caipNetworkId: SOLANA_LOCAL_CAIP_NETWORK_ID,
    keys,
    chain,
    stop() {
      stopped ??= Promise.all([pubsub.close(), closeServer(server)]).then(() => {
        if (options.stateDir !== undefined) chain.save(options.stateDir);
      });
      return stopped;
    },
  };
}

/** Attempts at a free pair of neighbouring ports before giving up (port 0 only). */
const PORT_PAIR_ATTEMPTS = 20;

/**
 * Serves JSON-RPC on `port` and PubSub on `port + 1`. With port 0 the system picks the RPC
 * port, and a pair whose neighbour is taken is given back and tried again.
 */
async function listenPair(
  chain: Awaited<ReturnType<typeof createSolanaChain>>,
  port: number,
): Promise<{ server: Server; pubsub: PubSubServer }> {
  for (let attempt = 1; ; attempt++) {
    const server = await serveSolanaRpc(chain, port);
    try {
      const pubsub = await servePubSub(chain, listeningPort(server) + 1, SOLANA_HOST);
      return { server, pubsub };
    } catch (error) {
      await closeServer(server);
      const code = (error as NodeJS.ErrnoException).code;
      const taken = code === "EADDRINUSE" || code === "ERR_SOCKET_BAD_PORT";
      if (port !== 0 || !taken || attempt >= PORT_PAIR_ATTEMPTS) throw error;
    }
  }
}
