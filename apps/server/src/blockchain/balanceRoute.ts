import type { FastifyInstance } from "fastify";
import { isRecord } from "../lib/isRecord.js";
import type { ProjectAccess } from "../project/guard.js";
import { projectOf } from "../project/guard.js";
import { numericAmount } from "./balances.js";
import { tokenIconUrl } from "./icons.js";
import { invalidAddress, invalidRequest, parseChainIdParam, parseEvmAddress } from "./params.js";
import type { BlockchainServices } from "./services.js";
import { upstreamFailure } from "./upstreamError.js";

/** SPEC §3 token balance item, as the core client's `TokenBalanceItem` reads it. */
export interface TokenBalanceItem {
  name: string;
  symbol: string;
  chainId: string;
  /** CAIP-10; absent for the native coin. */
  address?: string;
  value: number;
  price: number;
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
}

/** `GET /v1/account/{address}/balance?currency=usd&chainId=&forceUpdate=` */
export async function balanceRoute(
  app: FastifyInstance,
  options: { access: ProjectAccess; services: BlockchainServices },
): Promise<void> {
  const { access, services } = options;
  const path = "/v1/account/:address/balance";
  app.get<{ Params: { address: string } }>(
    path,
    { onRequest: access.guard },
    async (request, reply) => {
      const query = isRecord(request.query) ? request.query : {};
      const currency = query.currency ?? "usd";
      if (currency !== "usd") {
        return reply.code(400).send(invalidRequest(`Only currency=usd is supported`));
      }
      const chain = parseChainIdParam(query.chainId);
      if (!chain.ok) return reply.code(400).send(chain.error);
      // A network without an upstream (or a non-EVM one) has nothing to read.
      if (services.clients.get(chain.chainId) === undefined) return { balances: [] };
      const owner = parseEvmAddress(request.params.address);
      if (owner === undefined) return reply.code(400).send(invalidAddress(request.params.address));
      const force = query.forceUpdate === "true" || query.forceUpdate === "1";
      let holdings: Awaited<ReturnType<typeof services.balances.read>>;
      try {
        holdings = await services.balances.read(chain.chainId, owner, { force });
      } catch (error) {
        return upstreamFailure(request, reply, error);
      }
      const projectId = projectOf(request).id;
      const balances: TokenBalanceItem[] = holdings.map((holding) => {
        const numeric = numericAmount(holding.raw, holding.decimals);
        return {
          name: holding.name,
          symbol: holding.symbol,
          chainId: chain.chainId,
          ...(holding.token === undefined ? {} : { address: `${chain.chainId}:${holding.token}` }),
          value: Number(numeric) * holding.price,
          price: holding.price,
          quantity: { decimals: String(holding.decimals), numeric },
          iconUrl: tokenIconUrl(request, projectId, holding.symbol),
        };
      });
      return { balances };
    },
  );
  app.options(path, access.preflight);
}
