import {
  type AddListener,
  type Address,
  AddressPurpose,
  addListener,
  type Params,
  type Requests,
  type Return,
  request,
} from "@sats-connect/core";

/** A wallet's JSON-RPC error, with its code where normalisation (4001 → user rejection) finds it. */
export class WalletRpcError extends Error {
  override readonly name = "WalletRpcError";
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One sats-connect wallet, by its provider id: requests go through @sats-connect/core's
 * `request` (which finds the provider object on `window` by the dotted id and checks the
 * JSON-RPC answer), a JSON-RPC error comes back as a thrown {@link WalletRpcError}.
 */
export interface WalletRpc {
  call<M extends keyof Requests>(method: M, params: Params<M>): Promise<Return<M>>;
  /** Follows one wallet event; returns the unsubscribe. */
  on: (...args: Parameters<AddListener>) => () => void;
}

export function walletRpc(providerId: string): WalletRpc {
  return {
    async call(method, params) {
      const response = await request(method, params, providerId);
      if (response.status === "error") {
        throw new WalletRpcError(response.error.code, response.error.message);
      }
      return response.result;
    },
    on: (listener) => addListener(listener.eventName, listener.cb, providerId),
  };
}

/** The purposes Foyer asks for: the payment account (behaviour §3 index 0) and the ordinal one (index 1). */
export const PURPOSES = [AddressPurpose.Payment, AddressPurpose.Ordinals];

export type WalletAddress = Address;
