import type { AccountType, ApprovalRequest, EmbeddedProvider } from "@foyer/core";
import type { FrameClient } from "../client/frameClientTypes.js";
import { fromWireAccountType } from "../protocol/accountType.js";
import { APPROVAL_REQUEST_OF } from "../protocol/approvalRequests.js";
import { eoaRefusal } from "../protocol/eoaRefusals.js";
import { AppEvents } from "../protocol/eventTypes.js";
import { classifyRpcMethod, type RpcMethod, type UnsafeMethod } from "../protocol/rpcMethods.js";
import { evmChainNumber, toHexChainId } from "./chainIds.js";
import { PROVIDER_CODES, ProviderRpcError, toProviderError } from "./providerError.js";

type ProviderEvent = Parameters<EmbeddedProvider["on"]>[0];
type Listener = (value: unknown) => void;

/** What the provider shares with the wallet around it. */
export interface ProviderSession {
  /** The signed-in user's address, once known. */
  address: string | undefined;
  /** The chain the frame is on. */
  chainId: number;
  /** What the wallet acts as there, once the frame has said (get-user, switch). */
  accountType?: AccountType | undefined;
}

export interface EmbeddedProviderDeps {
  frame(): FrameClient;
  session: ProviderSession;
  /** Asks the frame for the user (fills `session.address`); rejects when not signed in. */
  loadUser(): Promise<string>;
  /** The RPC URL of the chain the wallet starts on (`session.chainId` when the provider is made). */
  rpcUrl?: string;
  /** An unsafe request is about to wait for the user (asking `request`) / has ended. */
  approvalStarted(request: ApprovalRequest): void;
  approvalEnded(ok: boolean): void;
  /** A method on neither list was asked for; it is refused without reaching the frame. */
  notAllowed(method: string): void;
}

export interface EmbeddedProviderHandle extends EmbeddedProvider {
  emit(event: ProviderEvent, value: unknown): void;
}

function firstParam(params: unknown): unknown {
  return Array.isArray(params) ? params[0] : undefined;
}

/**
 * EIP-1193 over the frame, for the AUTH connector (behaviour §6). Accounts and
 * the chain come from the signed-in user; a chain switch is the frame's
 * switch-network event; every other method goes to the frame as an
 * rpc-request: safe reads straight through, unsafe ones (sign, send) marked
 * as waiting for approval while the frame asks the user, and anything off
 * both lists refused with 'Requested RPC call is not allowed' (4200).
 */
export function createEmbeddedProvider(deps: EmbeddedProviderDeps): EmbeddedProviderHandle {
  const listeners = new Map<ProviderEvent, Set<Listener>>();
  const { session } = deps;
  /**
   * The app's RPC URL per EVM chain. The start-up URL is the start-up chain's only: after a
   * switch the frame reads the new chain through the URL the switch named, else through the
   * provider server's proxy for that chain — never the first chain's URL.
   */
  const rpcUrls = new Map<number, string>();
  if (deps.rpcUrl) rpcUrls.set(session.chainId, deps.rpcUrl);

  const emit = (event: ProviderEvent, value: unknown): void => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(value);
  };

  async function accounts(prompt: boolean): Promise<string[]> {
    if (session.address) return [session.address];
    try {
      return [await deps.loadUser()];
    } catch (error) {
      if (!prompt) return [];
      throw new ProviderRpcError(
        PROVIDER_CODES.unauthorized,
        "Sign in with your email first",
        error,
      );
    }
  }

  async function switchChain(params: unknown): Promise<null> {
    const requested = firstParam(params);
    const fields: { chainId?: unknown; rpcUrl?: unknown } =
      typeof requested === "object" && requested !== null ? requested : {};
    const chainId = typeof fields.chainId === "string" ? evmChainNumber(fields.chainId) : undefined;
    if (chainId === undefined) {
      throw new ProviderRpcError(-32602, "wallet_switchEthereumChain needs a hex chainId");
    }
    // Foyer's AUTH connector names the network's RPC URL beside the chain id (behaviour §7 switch
    // network: chainId, optional rpcUrl); other callers send the chain id alone.
    if (typeof fields.rpcUrl === "string" && fields.rpcUrl !== "") {
      rpcUrls.set(chainId, fields.rpcUrl);
    }
    const rpcUrl = rpcUrls.get(chainId);
    const answer = await deps
      .frame()
      .request(AppEvents.SWITCH_NETWORK, { chainId, ...(rpcUrl ? { rpcUrl } : {}) });
    session.chainId = evmChainNumber(answer.chainId) ?? chainId;
    session.accountType = answer.preferredAccountType
      ? fromWireAccountType(answer.preferredAccountType)
      : undefined;
    emit("chainChanged", toHexChainId(session.chainId));
    return null;
  }

  async function rpc(method: string, params: unknown, rpcUrl?: string): Promise<unknown> {
    const rpcClass = classifyRpcMethod(method);
    // Solana methods (behaviour §7) name their namespace; the caller's RPC URL is the Solana network's.
    const solana = method.startsWith("solana_");
    const url = rpcUrl ?? (solana ? undefined : rpcUrls.get(session.chainId));
    const payload = {
      method: method as RpcMethod,
      ...(params === undefined ? {} : { params }),
      ...(solana
        ? { chainNamespace: "solana" as const }
        : { chainId: session.chainId, chainNamespace: "eip155" as const }),
      ...(url ? { rpcUrl: url } : {}),
    };
    if (rpcClass === "disallowed") deps.notAllowed(method);
    if (rpcClass !== "unsafe") {
      // Disallowed methods are refused by the frame client before anything is posted.
      return deps.frame().request(AppEvents.RPC_REQUEST, payload as never);
    }
    // What the plain account can't do is refused here, before the approval view opens.
    const refusal = session.accountType === "eoa" ? eoaRefusal(method, params) : undefined;
    if (refusal) throw new ProviderRpcError(refusal.code, refusal.message);
    deps.approvalStarted(APPROVAL_REQUEST_OF[method as UnsafeMethod]);
    let ok = false;
    try {
      const result = await deps.frame().request(AppEvents.RPC_REQUEST, payload as never);
      ok = true;
      return result;
    } finally {
      deps.approvalEnded(ok);
    }
  }

  async function request({
    method,
    params,
    rpcUrl,
  }: {
    method: string;
    params?: unknown;
    rpcUrl?: string;
  }) {
    try {
      switch (method) {
        case "eth_requestAccounts":
          return await accounts(true);
        case "eth_accounts":
          return await accounts(false);
        case "eth_chainId":
          return toHexChainId(session.chainId);
        case "wallet_switchEthereumChain":
          return await switchChain(params);
        default:
          return await rpc(method, params, rpcUrl);
      }
    } catch (error) {
      throw toProviderError(error);
    }
  }

  return {
    request,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      listeners.set(event, set);
      set.add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    emit,
  };
}
