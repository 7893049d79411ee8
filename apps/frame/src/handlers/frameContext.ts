import { rpcProxyUrl } from "@foyer/protocol";
import { caip2Of } from "../bootstrap/frameParams.js";
import { frameText, WalletFrameError } from "../errors/walletFrameError.js";
import { createPreviewer, type Previewer } from "../preview/previewApi.js";
import { forwardRpc } from "../rpc/forwardRpc.js";
import {
  cachedNetworks,
  type SelectedAccount,
  selectAccount,
} from "../smartAccount/accountSelection.js";
import { createSessionsApi, type SessionsApi } from "../smartAccount/sessionsApi.js";
import { fetchSmartAccountNetworks } from "../smartAccount/smartAccountNetworks.js";
import { type BalanceSource, serverBalances } from "../walletInfo/walletAssets.js";
import type { FrameDeps, FrameState } from "./handlerTypes.js";

/**
 * What every area's handlers share for one page load: the frame's dependencies and state, and
 * the provider server's clients, made once.
 */
export interface FrameContext {
  deps: FrameDeps;
  state: FrameState;
  /** The networks where the server offers smart accounts, read once and kept. */
  networks: ReturnType<typeof cachedNetworks>;
  sessions: SessionsApi;
  previewer: Previewer;
  balances: BalanceSource;
  /** A JSON-RPC call through the server's proxy for the current chain. */
  proxyRequest: (method: string, params: unknown) => Promise<unknown>;
  /** The account the wallet acts as now, on the current chain. */
  selection(): Promise<SelectedAccount>;
}

export function createFrameContext(deps: FrameDeps, state: FrameState): FrameContext {
  const server = { baseUrl: deps.baseUrl, projectId: deps.params.projectId, fetch: deps.fetch };
  const networks = cachedNetworks(() => fetchSmartAccountNetworks(server));
  const proxyRequest = (method: string, params: unknown) =>
    forwardRpc(deps.fetch, proxyUrlFor(deps, state), method, params);
  return {
    deps,
    state,
    networks,
    sessions: createSessionsApi(server),
    previewer: createPreviewer(server),
    balances: serverBalances(server),
    proxyRequest,
    selection() {
      const wallet = requireWallet(state);
      return selectAccount(
        { networks, chainRequest: proxyRequest },
        wallet.address,
        state.chainId,
        state.preferredAccountType,
      );
    },
  };
}

export function initialState(deps: Pick<FrameDeps, "params" | "storage">): FrameState {
  return {
    token: deps.storage.token(),
    wallet: undefined,
    loginEmail: undefined,
    farcasterChannel: undefined,
    chainId: deps.params.chainId,
    rpcUrl: deps.params.rpcUrl,
    theme: {},
    dapp: {},
    pendingRpc: new Set(),
    exportRun: undefined,
    preferredAccountType: "SMART_ACCOUNT",
  };
}

export function requireToken(state: FrameState): string {
  if (!state.token) {
    throw new WalletFrameError(frameText("notSignedIn"), { code: "NOT_SIGNED_IN" });
  }
  return state.token;
}

export function requireWallet(state: FrameState): NonNullable<FrameState["wallet"]> {
  if (!state.wallet) {
    throw new WalletFrameError(frameText("notSignedIn"), { code: "NOT_SIGNED_IN" });
  }
  return state.wallet;
}

/** Stops whatever runs for the signed-in wallet: wallet requests, the key export, a passkey screen. */
export function abortRuns(state: FrameState): void {
  for (const controller of state.pendingRpc) controller.abort();
  state.exportRun?.abort();
  state.passkeyRun?.abort();
}

/**
 * The provider server's RPC proxy for the current chain (same origin). Smart-account requests
 * always go here, never to an app's own RPC URL: it is where the network's bundler is reached.
 */
export function proxyUrlFor(deps: FrameDeps, state: FrameState): string {
  return rpcUrlFor(deps, { ...state, rpcUrl: undefined });
}

/** The chain's JSON-RPC endpoint: the app's, else the provider server's proxy (same origin). */
export function rpcUrlFor(deps: FrameDeps, state: FrameState, override?: string): string {
  const explicit = override ?? state.rpcUrl;
  if (explicit) return explicit;
  const caipNetworkId = caip2Of(state.chainId);
  const url = rpcProxyUrl({
    serverUrl: deps.baseUrl,
    caipNetworkId,
    projectId: deps.params.projectId,
  });
  if (url === undefined) {
    throw new WalletFrameError(frameText("unsupportedChain", caipNetworkId), {
      code: "UNSUPPORTED_CHAIN",
      details: { caipNetworkId },
    });
  }
  return url;
}
