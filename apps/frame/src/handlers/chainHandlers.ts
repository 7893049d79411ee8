import { AppEvents, classifyRpcMethod, type RequestPayload } from "@foyer/embedded";
import { caip2Of, evmChainNumber } from "../bootstrap/frameParams.js";
import { forwardRpc } from "../rpc/forwardRpc.js";
import { type Approver, handleRpc } from "../rpc/handleRpc.js";
import { smartAccountRequest } from "../smartAccount/accountSelection.js";
import { answerWalletInfo, isWalletInfoMethod } from "../walletInfo/answerWalletInfo.js";
import { walletAssets } from "../walletInfo/walletAssets.js";
import { abortRuns, type FrameContext, rpcUrlFor } from "./frameContext.js";
import type { AreaHandlers } from "./handlerMap.js";
import { actingAccountType } from "./smartAccountHandlers.js";

type ChainRequest =
  | typeof AppEvents.GET_CHAIN_ID
  | typeof AppEvents.SWITCH_NETWORK
  | typeof AppEvents.RPC_REQUEST
  | typeof AppEvents.RPC_ABORT;

/**
 * Chain reads are the same whichever account acts; only requests that name, sign or send for
 * the account (and EIP-5792's) depend on which one it is.
 */
function actsAsAccount(method: string): boolean {
  return (
    classifyRpcMethod(method) === "unsafe" ||
    method === "eth_accounts" ||
    method === "wallet_getCapabilities" ||
    method === "wallet_getCallsStatus" ||
    method === "wallet_getAssets"
  );
}

/** The chain the wallet is on and the app's wallet requests (behaviour §7, EOA and smart account). */
export function chainHandlers(context: FrameContext): AreaHandlers<ChainRequest> {
  const { state } = context;
  return {
    [AppEvents.GET_CHAIN_ID]: () => ({ chainId: state.chainId }),
    async [AppEvents.SWITCH_NETWORK](message) {
      state.chainId = message.payload.chainId;
      // The previous chain's URL never serves the new one: without a URL, the server's proxy.
      state.rpcUrl = message.payload.rpcUrl;
      const acting = await actingAccountType(context);
      return { chainId: state.chainId, ...(acting ? { preferredAccountType: acting } : {}) };
    },
    [AppEvents.RPC_REQUEST]: (message, origin) => rpcRequest(context, message.payload, origin),
    [AppEvents.RPC_ABORT]() {
      // The app's abortRpc() also gives up on an open export-key; close its screen to match.
      abortRuns(state);
      return undefined;
    },
  };
}

async function rpcRequest(
  context: FrameContext,
  request: RequestPayload<typeof AppEvents.RPC_REQUEST>,
  origin: string | undefined,
) {
  const { deps, state } = context;
  // The approval names the page the request verifiably came from (the gate's origin).
  const approve: Approver = (summary, signal) =>
    deps.approve(origin === undefined ? summary : { ...summary, origin }, signal);
  const controller = new AbortController();
  state.pendingRpc.add(controller);
  try {
    const wallet = state.wallet;
    const selected =
      wallet && request.chainNamespace !== "solana" && actsAsAccount(request.method)
        ? await context.selection()
        : undefined;
    if (wallet && selected?.network && selected.type === "SMART_ACCOUNT") {
      if (request.method === "wallet_getAssets") {
        return await walletAssets(
          request.params,
          selected.address,
          selected.network.chainId,
          context.balances,
        );
      }
      return await smartAccountRequest(
        request,
        {
          ownerKey: wallet.privateKey,
          network: selected.network,
          networks: await context.networks(),
          chainRequest: context.proxyRequest,
          approve,
          messages: deps.locale?.messages,
          previewer: context.previewer,
          sessions: context.sessions,
          ...(state.dapp.name ? { appName: state.dapp.name } : {}),
          passkey: deps.storage.passkeySigner(wallet.userId),
        },
        controller.signal,
      );
    }
    const chainRequest = (method: string, params: unknown, rpcUrl?: string) =>
      forwardRpc(deps.fetch, rpcUrlFor(deps, state, rpcUrl), method, params);
    if (request.chainNamespace !== "solana" && isWalletInfoMethod(request.method)) {
      return await answerWalletInfo(request, {
        address: wallet?.address,
        evmChainId: evmChainNumber(state.chainId),
        chainRequest: (method, params) => chainRequest(method, params, request.rpcUrl),
        balances: context.balances,
      });
    }
    return await handleRpc(
      request,
      {
        account: () => state.wallet,
        chainRequest,
        approve,
        messages: deps.locale?.messages,
        currentChainId: evmChainNumber(request.chainId ?? state.chainId),
        preview: (from, calls) =>
          context.previewer(caip2Of(request.chainId ?? state.chainId), from, calls),
      },
      controller.signal,
    );
  } finally {
    state.pendingRpc.delete(controller);
  }
}
