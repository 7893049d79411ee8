import type { AdapterFeeOption, AdapterTransactionRequest } from "../adapter/ChainAdapter.js";
import { requireChainAdapter } from "../connection/connect/findConnector.js";
import { activeConnection } from "../connection/connectionState.js";
import { ConnectionError } from "../errors/connectionError.js";
import { messages } from "../errors/messages.js";
import { normalizeWalletError } from "../errors/normalizeWalletError.js";
import type { FoyerContext } from "../instance/context.js";
import { activeAccount } from "../instance/selectors.js";
import type { SendTransactionDraft } from "./sendRequest.js";

/**
 * Completes a draft with what the instance knows: the active namespace's
 * adapter, its connection's connector, the active network and the sender.
 * Views never see adapters, so this is the only way they reach the wallet.
 */
function walletRequest(ctx: FoyerContext, draft: SendTransactionDraft) {
  const { activeNamespace, activeNetworks } = ctx.networks.store.getState();
  const account = activeAccount(ctx);
  const connection = activeConnection(ctx.connection.getState(), activeNamespace);
  const caipNetwork = activeNetworks[activeNamespace];
  if (!account.address || !connection) {
    throw new ConnectionError(messages.noActiveCaipAddress, { code: "NO_ACTIVE_ADDRESS" });
  }
  if (!caipNetwork) {
    throw new ConnectionError(messages.noActiveCaipNetworkOrClient, { code: "NO_ACTIVE_NETWORK" });
  }
  const adapter = requireChainAdapter(ctx, activeNamespace);
  const request: AdapterTransactionRequest = {
    connectorId: connection.connectorId,
    caipNetwork,
    from: account.address,
    to: draft.to,
    value: draft.value,
    ...(draft.data ? { data: draft.data } : {}),
    ...(draft.token ? { token: draft.token } : {}),
    ...(draft.gas ? { gas: draft.gas } : {}),
    ...(draft.feeRate ? { feeRate: draft.feeRate } : {}),
  };
  return { adapter, request };
}

/** Asks the active wallet to sign and send; resolves with the hash, rejects with a normalised wallet error. */
export async function sendTransaction(
  ctx: FoyerContext,
  draft: SendTransactionDraft,
): Promise<string> {
  const { adapter, request } = walletRequest(ctx, draft);
  let hash: string;
  try {
    hash = await adapter.sendTransaction(request);
  } catch (error) {
    throw normalizeWalletError(error);
  }
  // The balances change once it is mined (an adapter that saw it go out follows the same one).
  void ctx.balances.follow(adapter.namespace, {
    connectorId: request.connectorId,
    caipNetworkId: request.caipNetwork.caipNetworkId,
    kind: "transaction",
    hash,
  });
  return hash;
}

/** Gas units for the draft; undefined where the namespace has no gas (the adapter omits `estimateGas`). */
export async function estimateGas(
  ctx: FoyerContext,
  draft: SendTransactionDraft,
): Promise<bigint | undefined> {
  const { adapter, request } = walletRequest(ctx, draft);
  return adapter.estimateGas ? adapter.estimateGas(request) : undefined;
}

/** The draft's network fee in the native coin's smallest unit; undefined where the adapter prices none. */
export async function estimateFee(
  ctx: FoyerContext,
  draft: SendTransactionDraft,
): Promise<bigint | undefined> {
  const { adapter, request } = walletRequest(ctx, draft);
  return adapter.estimateFee ? adapter.estimateFee(request) : undefined;
}

/** The fees to choose from for the draft; undefined where the namespace's fee is not chosen (no `quoteFees`). */
export async function quoteFees(
  ctx: FoyerContext,
  draft: SendTransactionDraft,
): Promise<readonly AdapterFeeOption[] | undefined> {
  const { adapter, request } = walletRequest(ctx, draft);
  return adapter.quoteFees ? adapter.quoteFees(request) : undefined;
}
