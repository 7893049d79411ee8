import type { RpcRequest } from "@foyer/embedded";
import type { SmartAccountNetwork } from "@foyer/protocol";
import type { Address, Hex } from "viem";
import { evmChainNumber } from "../bootstrap/frameParams.js";
import type { FrameMessages } from "../i18n/frameEn.js";
import type { Previewer } from "../preview/previewApi.js";
import type { Approver } from "../rpc/handleRpc.js";
import type { PasskeySignerRef } from "../storage/frameState.js";
import type { SessionsApi } from "./sessionsApi.js";

/** The frame's account types on the wire (behaviour §6: EOA, SMART_ACCOUNT). */
export type WireAccountType = "EOA" | "SMART_ACCOUNT";

export interface SelectedAccount {
  type: WireAccountType;
  address: Address;
  /** Both accounts where the network has smart accounts, else the EOA alone. */
  accounts: { address: Address; type: WireAccountType }[];
  smartAccountDeployed: boolean;
  /** The network's smart-account contracts, when it has them. */
  network: SmartAccountNetwork | undefined;
}

export interface SelectionDeps {
  /** The networks with smart accounts (the server's list, fetched once). */
  networks(): Promise<SmartAccountNetwork[]>;
  /** Reads the chain through the server's proxy. */
  chainRequest(method: string, params: unknown): Promise<unknown>;
}

export class AccountTypeError extends Error {
  override name = "AccountTypeError";
}

/** Smart accounts are not available on this network (behaviour §4: the switch needs it enabled). */
export const SMART_ACCOUNT_NOT_ENABLED = "Smart accounts are not enabled on this network";

/**
 * Which account the wallet acts as (behaviour §3, §4): the smart account where the network has
 * smart accounts and the preference is SMART_ACCOUNT (the eip155 default), else the EOA. The
 * smart account's address is counterfactual, known before it is deployed.
 */
export async function selectAccount(
  deps: SelectionDeps,
  owner: Address,
  chainId: string | number,
  preferred: WireAccountType,
): Promise<SelectedAccount> {
  const chain = evmChainNumber(chainId);
  const network =
    chain === undefined ? undefined : (await deps.networks()).find((n) => n.chainId === chain);
  const eoa = { address: owner, type: "EOA" as const };
  if (network === undefined) {
    return { type: "EOA", address: owner, accounts: [eoa], smartAccountDeployed: false, network };
  }
  const { deleGatorAddress } = await import("@foyer/smart-account");
  const smart = await deleGatorAddress(
    { ...network.environment } as Parameters<typeof deleGatorAddress>[0],
    owner,
  );
  const code = await deps.chainRequest("eth_getCode", [smart, "latest"]);
  const deployed = typeof code === "string" && code !== "0x" && code !== "0x0";
  const active = preferred === "SMART_ACCOUNT" ? smart : owner;
  return {
    type: preferred,
    address: active,
    accounts: [{ address: smart, type: "SMART_ACCOUNT" }, eoa],
    smartAccountDeployed: deployed,
    network,
  };
}

/** Remembers the server's smart-account networks after the first successful read. */
export function cachedNetworks(load: () => Promise<SmartAccountNetwork[]>) {
  let pending: Promise<SmartAccountNetwork[]> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

export interface SmartRpcContext {
  ownerKey: Hex;
  network: SmartAccountNetwork;
  networks: SmartAccountNetwork[];
  chainRequest(method: string, params: unknown): Promise<unknown>;
  approve: Approver;
  /** The strings of the approval screens, in the app's locale; English when absent. */
  messages?: () => FrameMessages;
  sessions: SessionsApi;
  /** The dApp's name as it gave it (sync-dapp-data). */
  appName?: string;
  /** The passkey this device signs in with, which the account takes as a signer. */
  passkey?: PasskeySignerRef | undefined;
  /** Asks the server what calls would do on a chain (CAIP-2), for the approval. */
  previewer?: Previewer;
}

/** Runs a wallet request as the smart account; its code loads on first use, not at boot. */
export async function smartAccountRequest(
  request: RpcRequest,
  context: SmartRpcContext,
  signal: AbortSignal,
): Promise<unknown> {
  const { handleSmartAccountRpc } = await import("./smartAccountRpc.js");
  const { previewer } = context;
  return handleSmartAccountRpc(
    request,
    {
      ownerKey: context.ownerKey,
      network: {
        chainId: context.network.chainId,
        name: context.network.name,
        environment: context.network.environment as never,
      },
      enabledChainIds: context.networks.map((n) => n.chainId),
      chainRequest: context.chainRequest,
      approve: context.approve,
      messages: context.messages,
      sessions: context.sessions,
      passkey: context.passkey,
      now: () => Date.now(),
      ...(context.appName ? { appName: context.appName } : {}),
      ...(previewer
        ? { preview: (from, calls) => previewer(`eip155:${context.network.chainId}`, from, calls) }
        : {}),
    },
    signal,
  );
}
