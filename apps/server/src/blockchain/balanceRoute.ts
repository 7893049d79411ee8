import { balanceRoute as route, type TokenBalanceItem } from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import { getAddress } from "viem";
import { readRequest } from "../http/readRequest.js";
import type { ProjectAccess } from "../project/guard.js";
import { projectOf } from "../project/guard.js";
import { numericAmount } from "./balances.js";
import { tokenIconUrl } from "./icons.js";
import type { BlockchainServices } from "./services.js";
import { upstreamFailure } from "./upstreamError.js";

/** `GET /v1/account/{address}/balance?currency=usd&chainId=&forceUpdate=` */
export async function balanceRoute(
  app: FastifyInstance,
  options: { access: ProjectAccess; services: BlockchainServices },
): Promise<void> {
  const { access, services } = options;
  const { path } = route;
  app.get(path, { onRequest: access.guard }, async (request, reply) => {
    const input = readRequest(route, request, reply);
    if (input === undefined) return reply;
    const { chainId } = input.query;
    // A network without an upstream (or a non-EVM one) has nothing to read.
    if (services.clients.get(chainId) === undefined) return { balances: [] };
    const owner = getAddress(input.params.address);
    const force = input.query.forceUpdate === true;
    let holdings: Awaited<ReturnType<typeof services.balances.read>>;
    try {
      holdings = await services.balances.read(chainId, owner, { force });
    } catch (error) {
      return upstreamFailure(request, reply, error);
    }
    const projectId = projectOf(request).id;
    const balances: TokenBalanceItem[] = holdings.map((holding) => {
      const numeric = numericAmount(holding.raw, holding.decimals);
      return {
        name: holding.name,
        symbol: holding.symbol,
        chainId,
        ...(holding.token === undefined ? {} : { address: `${chainId}:${holding.token}` }),
        value: Number(numeric) * holding.price,
        price: holding.price,
        quantity: { decimals: String(holding.decimals), numeric },
        iconUrl: tokenIconUrl(request, projectId, holding.symbol),
      };
    });
    return { balances };
  });
  app.options(path, access.preflight);
}
