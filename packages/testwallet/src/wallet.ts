import { createEmitter, createMemoryStorage, isRecord } from "@foyer/protocol";
import { privateKeyToAccount } from "viem/accounts";
import { createApprovalQueue } from "./approvals.js";
import { createBitcoinTestWallet } from "./bitcoin/bitcoinWallet.js";
import { assertChainConfigs, createChainRegistry } from "./chains.js";
import type { MethodTable, WalletContext } from "./context.js";
import {
  ErrorCode,
  ProviderRpcError,
  toProviderRpcError,
  unauthorized,
  unsupportedMethod,
} from "./errors.js";
import { createWalletMemory, defaultStorage } from "./memory.js";
import { accountMethods } from "./methods/accounts.js";
import { capabilityMethods } from "./methods/capabilities.js";
import { chainMethods } from "./methods/chains.js";
import { passthroughMethods } from "./methods/passthrough.js";
import { signingMethods } from "./methods/signing.js";
import { transactionMethods } from "./methods/transactions.js";
import { sameAddress, toChainIdHex } from "./params.js";
import { createRpcClient, type RpcClient } from "./rpcClient.js";
import { createSolanaTestWallet } from "./solana/solanaWallet.js";
import type { ApprovalMode, ProviderEvents, TestWallet, TestWalletOptions } from "./types.js";

/**
 * A development wallet: an EIP-1193 provider holding one private key in
 * memory, signing locally and talking JSON-RPC to the active chain's node.
 */
export function createTestWallet(options: TestWalletOptions): TestWallet {
  assertChainConfigs(options.chains);
  if (
    options.activeChainId !== undefined &&
    !options.chains.some((chain) => chain.chainId === options.activeChainId)
  ) {
    throw new TypeError(`activeChainId ${options.activeChainId} is not one of the chains.`);
  }
  const account = privateKeyToAccount(options.privateKey);
  const storage =
    options.storage === undefined
      ? (defaultStorage() ?? createMemoryStorage())
      : (options.storage ?? createMemoryStorage());
  const memory = createWalletMemory(storage, options.storageKey ?? "foyer-testwallet");
  const chains = createChainRegistry(
    options.chains,
    memory.addedChains(),
    memory.activeChainId() ?? options.activeChainId ?? options.chains[0]!.chainId,
  );
  const initialMode: ApprovalMode =
    options.mode ?? (options.approval === "manual" ? "ask" : "approve");

  const subscribers = new Set<() => void>();
  const notify = (): void => {
    for (const subscriber of [...subscribers]) subscriber();
  };
  // A dApp's broken handler must not stop the others or the wallet.
  const emitter = createEmitter<ProviderEvents>((error, event) =>
    console.error(`[foyer-testwallet] ${event} listener threw`, error),
  );
  const approvals = createApprovalQueue(initialMode, notify);
  const rpcClients = new Map<string, RpcClient>();
  let authorized = sameAddress(memory.connectedAddress() ?? "", account.address);
  let reachable = true;
  let queue: Promise<unknown> = Promise.resolve();

  const setAuthorized = (next: boolean): void => {
    if (next === authorized) return;
    authorized = next;
    memory.setConnectedAddress(next ? account.address : null);
    emitter.emit("accountsChanged", next ? [account.address] : []);
    notify();
  };

  const context: WalletContext = {
    account,
    chains,
    approvals,
    isAuthorized: () => authorized,
    authorize: () => setAuthorized(true),
    revoke: () => setAuthorized(false),
    requireAuthorized(address) {
      if (!authorized) throw unauthorized();
      if (address !== undefined && !sameAddress(address, account.address)) throw unauthorized();
    },
    async node(method, params) {
      const { chainId, rpcUrl } = chains.active();
      let client = rpcClients.get(rpcUrl);
      if (client === undefined) {
        client = createRpcClient(rpcUrl);
        rpcClients.set(rpcUrl, client);
      }
      try {
        const result = await client.request(method, params);
        if (!reachable) {
          reachable = true;
          emitter.emit("connect", { chainId: toChainIdHex(chainId) });
        }
        return result;
      } catch (error) {
        // EIP-1193: tell the dApp when the wallet lost its chain, and again when it is back.
        if (
          error instanceof ProviderRpcError &&
          error.code === ErrorCode.chainDisconnected &&
          reachable
        ) {
          reachable = false;
          emitter.emit("disconnect", new ProviderRpcError(ErrorCode.disconnected, error.message));
        }
        throw error;
      }
    },
    switchChain(chainId) {
      if (chainId === chains.active().chainId) return;
      chains.setActive(chainId);
      memory.setActiveChainId(chainId);
      emitter.emit("chainChanged", toChainIdHex(chainId));
      notify();
    },
    addChain(chain) {
      memory.setAddedChains(chains.add(chain));
      notify();
    },
    exclusive<T>(task: () => Promise<T>): Promise<T> {
      const run = queue.then(task, task);
      queue = run.catch(() => undefined);
      return run;
    },
  };

  const methods: MethodTable = {
    ...passthroughMethods(context),
    ...accountMethods(context),
    ...capabilityMethods(context),
    ...chainMethods(context),
    ...signingMethods(context),
    ...transactionMethods(context),
  };

  const solana = options.solana
    ? createSolanaTestWallet({
        ...options.solana,
        approvals,
        authorized: memory.solanaConnectedAddress() !== null,
        onAuthorizedChange(next) {
          memory.setSolanaConnectedAddress(next ? (solana?.address ?? "yes") : null);
          notify();
        },
      })
    : undefined;

  const bitcoin = options.bitcoin
    ? createBitcoinTestWallet({
        ...options.bitcoin,
        approvals,
        authorized: memory.bitcoinConnected(),
        onAuthorizedChange(next) {
          memory.setBitcoinConnected(next);
          notify();
        },
      })
    : undefined;

  const wallet: TestWallet = {
    ...(solana ? { solana } : {}),
    ...(bitcoin ? { bitcoin } : {}),
    isFoyerTestWallet: true,
    address: account.address,
    async request(args) {
      if (!isRecord(args) || typeof args.method !== "string") {
        throw new ProviderRpcError(ErrorCode.invalidRequest, "request expects { method, params }.");
      }
      const handler = Object.hasOwn(methods, args.method) ? methods[args.method] : undefined;
      if (handler === undefined) throw unsupportedMethod(args.method);
      try {
        return await handler(args.params, args.method);
      } catch (error) {
        throw toProviderRpcError(error);
      }
    },
    on(event, listener) {
      emitter.on(event, listener);
      return this;
    },
    removeListener(event, listener) {
      emitter.off(event, listener);
      return this;
    },
    isAuthorized: () => authorized,
    disconnect: () => setAuthorized(false),
    chains: () => chains.all(),
    activeChain: () => chains.active(),
    mode: () => approvals.mode(),
    setMode: (mode) => approvals.setMode(mode),
    pending: () => approvals.pending(),
    approve: (id) => approvals.approve(id),
    reject: (id) => approvals.reject(id),
    subscribe(listener) {
      subscribers.add(listener);
      return () => {
        subscribers.delete(listener);
      };
    },
  };

  // EIP-1193's first `connect`, after the caller has had a chance to subscribe.
  setTimeout(() => {
    if (reachable) emitter.emit("connect", { chainId: toChainIdHex(chains.active().chainId) });
  }, 0);
  return wallet;
}
