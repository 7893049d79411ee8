import { balanceRoute as route, type TokenBalanceItem } from "@foyer/protocol";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { getAddress } from "viem";
import { readRequest } from "../http/readRequest.js";
import type { ProjectAccess } from "../project/guard.js";
import { projectOf } from "../project/guard.js";
import { numericAmount } from "./balances.js";
import type { Holding } from "./holding.js";
import { tokenIconUrl } from "./icons.js";
import { isAddressOfNetwork, wrongAddress } from "./networkAddress.js";
import type { BlockchainServices } from "./services.js";
import { upstreamFailure } from "./upstreamError.js";

/** `GET /v1/account/{address}/balance?currency=usd&chainId=&forceUpdate=` (eip155, solana and bip122). */
export async function balanceRoute(
  app: FastifyInstance,
  options: { access: ProjectAccess; services: BlockchainServices },
): Promise<void> {
  const { access, services } = options;
  const { path } = route;

  async function holdingsOf(
    chainId: string,
    address: string,
    force: boolean,
  ): Promise<Holding[] | undefined> {
    if (chainId.startsWith("bip122:"))
      return services.bitcoinBalances.read(chainId, address, { force });
    if (chainId.startsWith("solana:")) {
      if (!Object.hasOwn(services.networks, chainId)) return undefined;
      return services.solanaBalances.read(chainId, address, { force });
    }
    // A network without an upstream (or another namespace) has nothing to read.
    if (services.clients.get(chainId) === undefined) return undefined;
    return services.balances.read(chainId, getAddress(address), { force });
  }

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const input = readRequest(route, request, reply);
    if (input === undefined) return reply;
    const { chainId } = input.query;
    const { address } = input.params;
    if (!isAddressOfNetwork(address, chainId)) return wrongAddress(reply, address, chainId);
    let holdings: Holding[] | undefined;
    try {
      holdings = await holdingsOf(chainId, address, input.query.forceUpdate === true);
    } catch (error) {
      return upstreamFailure(request, reply, error);
    }
    if (holdings === undefined) return { balances: [] };
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
  }

  app.get(path, { onRequest: access.guard }, handler);
  app.options(path, access.preflight);
}
