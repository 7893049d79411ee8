import {
  type CaipNetworkId,
  formatCaipAddress,
  NATIVE_TOKEN_ADDRESS,
  type RouteResponse,
  SWAP_ERROR_CODES,
  SWAP_SLIPPAGE_TOLERANCE,
  type SwapQuote,
  swapAllowanceRoute,
  swapBuildApproveRoute,
  swapBuildTransactionRoute,
  swapQuotesRoute,
  swapTokensRoute,
} from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import type { Address } from "viem";
import { tokenIconUrl } from "../blockchain/icons.js";
import type { BlockchainServices } from "../blockchain/services.js";
import { refusalAnswer } from "../blockchain/upstreamError.js";
import { readRequest } from "../http/readRequest.js";
import type { ProjectAccess } from "../project/guard.js";
import { projectOf } from "../project/guard.js";
import { percentOfPpm } from "./routeFinder.js";
import type { SwapCall } from "./swapCalldata.js";
import { SwapRefusal } from "./swapErrors.js";
import { createSwapService, type SwapPlan } from "./swapService.js";

type EvmCaip = { chainId: CaipNetworkId; address: Address };

/** Runs a handler: a refusal is its own status, a chain that does not answer a 502. */
const answer = refusalAnswer((error) => error instanceof SwapRefusal);

/**
 * The swap API of behaviour §7 (`/v1/convert/*` but gas-price, which the market routes serve):
 * quotes over the network's DEX pools and transactions for its router, on behaviour §9's swap
 * chains plus the devnet. Every refusal is a 400 with a code (see `SWAP_ERROR_CODES`); a
 * chain upstream that does not answer is a 502.
 */
export async function swapRoutes(
  app: FastifyInstance,
  options: { access: ProjectAccess; services: BlockchainServices },
): Promise<void> {
  const { access, services } = options;
  const swaps = createSwapService(services);
  const guarded = { onRequest: access.guard };

  app.get(swapTokensRoute.path, guarded, async (request, reply) => {
    const input = readRequest(swapTokensRoute, request, reply);
    if (input === undefined) return reply;
    return answer(request, reply, async (): Promise<RouteResponse<typeof swapTokensRoute>> => {
      const network = swaps.network(input.query.chainId);
      const { chainId } = network;
      const projectId = projectOf(request).id;
      const icon = (symbol: string) => tokenIconUrl(request, projectId, symbol);
      return {
        tokens: [
          {
            name: network.native.name,
            symbol: network.native.symbol,
            address: formatCaipAddress(chainId, NATIVE_TOKEN_ADDRESS),
            decimals: network.native.decimals,
            logoUri: icon(network.native.symbol),
          },
          ...network.tokens.map((token) => ({
            name: token.name,
            symbol: token.symbol,
            address: formatCaipAddress(chainId, token.address),
            decimals: token.decimals,
            logoUri: icon(token.symbol),
          })),
        ],
      };
    });
  });

  app.get(swapQuotesRoute.path, guarded, async (request, reply) => {
    const input = readRequest(swapQuotesRoute, request, reply);
    if (input === undefined) return reply;
    const { amount, from, to, userAddress, gasPrice } = input.query;
    return answer(request, reply, async (): Promise<RouteResponse<typeof swapQuotesRoute>> => {
      const chainId = oneChain(from, to, userAddress);
      const plan = await swaps.plan({ chainId, from: from.address, to: to.address, amount });
      const gas = swaps.typicalGas(plan);
      const quote: SwapQuote = {
        fromAmount: plan.amountIn.toString(),
        fromAccount: formatCaipAddress(chainId, plan.from.address),
        toAmount: plan.amountOut.toString(),
        toAccount: formatCaipAddress(chainId, plan.to.address),
        ...routeFields(plan),
        gas: gas.toString(),
        ...(gasPrice === undefined ? {} : { networkFee: (gas * gasPrice).toString() }),
      };
      return { quotes: [quote] };
    });
  });

  app.get(swapAllowanceRoute.path, guarded, async (request, reply) => {
    const input = readRequest(swapAllowanceRoute, request, reply);
    if (input === undefined) return reply;
    const { tokenAddress, userAddress } = input.query;
    return answer(request, reply, async () => {
      const chainId = oneChain(tokenAddress, userAddress);
      const allowance = await swaps.allowance({
        chainId,
        token: tokenAddress.address,
        owner: userAddress.address,
      });
      return { allowance: allowance.toString() };
    });
  });

  app.get(swapBuildApproveRoute.path, guarded, async (request, reply) => {
    const input = readRequest(swapBuildApproveRoute, request, reply);
    if (input === undefined) return reply;
    const { userAddress, from, to, amount } = input.query;
    return answer(request, reply, async () => {
      const chainId = oneChain(from, to, userAddress);
      const call = swaps.approve({
        chainId,
        token: from.address,
        ...(amount === undefined ? {} : { amount }),
      });
      return { tx: wireTransaction(chainId, userAddress.address, call) };
    });
  });

  app.post(swapBuildTransactionRoute.path, guarded, async (request, reply) => {
    const input = readRequest(swapBuildTransactionRoute, request, reply);
    if (input === undefined) return reply;
    const { amount, from, to, userAddress, disableEstimate, eip155 } = input.body;
    return answer(
      request,
      reply,
      async (): Promise<RouteResponse<typeof swapBuildTransactionRoute>> => {
        const chainId = oneChain(from, to, userAddress);
        const plan = await swaps.plan({ chainId, from: from.address, to: to.address, amount });
        const built = await swaps.build({
          plan,
          user: userAddress.address,
          slippagePercent: eip155?.slippage ?? SWAP_SLIPPAGE_TOLERANCE,
          estimate: disableEstimate !== true,
        });
        return {
          tx: wireTransaction(chainId, userAddress.address, built.call, built.gas),
          quote: {
            fromAmount: plan.amountIn.toString(),
            toAmount: plan.amountOut.toString(),
            toAmountMin: built.amountOutMin.toString(),
            ...routeFields(plan),
          },
        };
      },
    );
  });

  for (const route of [
    swapTokensRoute,
    swapQuotesRoute,
    swapAllowanceRoute,
    swapBuildApproveRoute,
    swapBuildTransactionRoute,
  ]) {
    app.options(route.path, access.preflight);
  }
}

/** The one network a request's CAIP-10 ids share; refuses ids on different networks. */
function oneChain(...ids: EvmCaip[]): CaipNetworkId {
  const chainId = ids[0]?.chainId ?? "eip155:0";
  if (ids.some((id) => id.chainId !== chainId)) {
    throw new SwapRefusal(
      SWAP_ERROR_CODES.chainMismatch,
      `The tokens and the user must be on one network (got ${[...new Set(ids.map((id) => id.chainId))].join(", ")})`,
    );
  }
  return chainId;
}

function routeFields(plan: SwapPlan) {
  return {
    route: plan.route.path.map((token) => formatCaipAddress(plan.network.chainId, token)),
    priceImpact: percentOfPpm(plan.route.impactPpm),
    feePercent: percentOfPpm(plan.route.feePpm),
  };
}

function wireTransaction(chainId: CaipNetworkId, user: Address, call: SwapCall, gas?: bigint) {
  return {
    from: formatCaipAddress(chainId, user),
    to: formatCaipAddress(chainId, call.to),
    data: call.data,
    value: call.value.toString(),
    ...(gas === undefined ? {} : { gas: gas.toString() }),
  };
}
