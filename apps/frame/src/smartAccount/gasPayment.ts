import type { DeleGatorAccount } from "@foyer/smart-account";
import { custom, http, type Transport } from "viem";
import {
  type BundlerClient,
  createPaymasterClient,
  type GetPaymasterDataParameters,
  type GetPaymasterDataReturnType,
  type GetPaymasterStubDataParameters,
  type GetPaymasterStubDataReturnType,
  type PaymasterClient,
} from "viem/account-abstraction";
import type { WalletCall } from "./walletCalls.js";

/** Where a paymaster service is: a dApp's (ERC-7677 capability) or the project's own. */
export interface PaymasterSource {
  transport: Transport;
  /** ERC-7677's context, passed to the service as the dApp gave it. */
  context?: Record<string, unknown>;
  /** Who sponsors, when the service does not name itself. */
  fallbackSponsor: string;
}

/**
 * A paymaster's refusal (a policy, a limit) is its answer, not a passing failure: asked again
 * it says the same. Without this, viem retries a refusal three times with backoff and an
 * account that pays its own gas waits about a second longer for its approval.
 */
const NO_RETRY = { retryCount: 0 } as const;

/** The project's own paymaster: the provider server, on the same RPC URL as the chain reads. */
export function projectPaymaster(
  chainRequest: (method: string, params: unknown) => Promise<unknown>,
  appName: string,
): PaymasterSource {
  return {
    transport: custom({ request: ({ method, params }) => chainRequest(method, params) }, NO_RETRY),
    fallbackSponsor: appName,
  };
}

/** A dApp's paymaster service (`wallet_sendCalls`' `paymasterService` capability). */
export function dappPaymaster(
  url: string,
  context: Record<string, unknown> | undefined,
  appName: string,
): PaymasterSource {
  return {
    transport: http(url, NO_RETRY),
    ...(context ? { context } : {}),
    fallbackSponsor: appName,
  };
}

type PaymasterActions = {
  getPaymasterStubData: (
    parameters: GetPaymasterStubDataParameters,
  ) => Promise<GetPaymasterStubDataReturnType>;
  getPaymasterData: (parameters: GetPaymasterDataParameters) => Promise<GetPaymasterDataReturnType>;
};

/** How an operation's gas gets paid, as the approval says it. */
export type GasPayment =
  | { sponsored: true; sponsor: string; paymaster: PaymasterActions }
  | { sponsored: false; maxFeeWei: bigint };

function withContext<P extends { context?: unknown }>(source: PaymasterSource, parameters: P): P {
  return source.context === undefined ? parameters : { ...parameters, context: source.context };
}

/**
 * Decides, before the approval, who pays for the calls' gas. With a paymaster source, the
 * operation is prepared with the service's stub data only (nothing is signed or counted against a
 * limit for a preview); a service that refuses leaves the account paying, as without one. The
 * account's fee is the most the prepared operation can cost: all its gas at its highest fee.
 * Throws what preparing throws when the account would pay and cannot (e.g. no ETH).
 */
export async function planGasPayment(
  bundler: BundlerClient,
  account: DeleGatorAccount,
  calls: readonly WalletCall[],
  source: PaymasterSource | undefined,
): Promise<GasPayment> {
  if (source !== undefined) {
    const client: PaymasterClient = createPaymasterClient({ transport: source.transport });
    let sponsor: string | undefined;
    const stub = async (parameters: GetPaymasterStubDataParameters) => {
      const answer = await client.getPaymasterStubData(withContext(source, parameters));
      sponsor = answer.sponsor?.name ?? source.fallbackSponsor;
      return { ...answer, sponsor: undefined, isFinal: false } as GetPaymasterStubDataReturnType;
    };
    try {
      await bundler.prepareUserOperation({
        account,
        calls: [...calls],
        paymaster: { getPaymasterStubData: stub, getPaymasterData: stub },
      });
      return {
        sponsored: true,
        sponsor: sponsor ?? source.fallbackSponsor,
        paymaster: {
          getPaymasterStubData: stub,
          getPaymasterData: (parameters) =>
            client.getPaymasterData(withContext(source, parameters)),
        },
      };
    } catch {
      // Refused (a policy, a limit) or unreachable: the account pays, as it would without one.
    }
  }
  const prepared = await bundler.prepareUserOperation({ account, calls: [...calls] });
  const gas = prepared.preVerificationGas + prepared.verificationGasLimit + prepared.callGasLimit;
  return { sponsored: false, maxFeeWei: gas * prepared.maxFeePerGas };
}
