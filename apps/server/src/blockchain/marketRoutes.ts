import {
  type FungiblePrice,
  fungiblePriceRoute,
  GAS_PRICE_NETWORK_UNSUPPORTED,
  gasPriceRoute,
  supportedChainsRoute,
} from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import { getAddress, isAddressEqual } from "viem";
import { readRequest } from "../http/readRequest.js";
import type { ProjectAccess } from "../project/guard.js";
import { projectOf } from "../project/guard.js";
import { DEFAULT_NATIVE } from "./balances.js";
import { readGasPrice } from "./gasPrice.js";
import { tokenIconUrl } from "./icons.js";
import { NATIVE_TOKEN_ADDRESS, parseEvmAddress } from "./params.js";
import type { BlockchainServices } from "./services.js";
import { upstreamFailure } from "./upstreamError.js";

/**
 * Network-level routes: which networks are served, token prices and gas prices. All behind the project guard, like the rest of the client API.
 */
export async function marketRoutes(
  app: FastifyInstance,
  options: { access: ProjectAccess; services: BlockchainServices },
): Promise<void> {
  const { access, services } = options;
  const guarded = { onRequest: access.guard };

  // The core client reads `{ http: [...] }`: every network with an upstream.
  app.get(supportedChainsRoute.path, guarded, async () => ({
    http: [...Object.keys(services.networks), ...services.bitcoinNetworks],
  }));

  app.post(fungiblePriceRoute.path, guarded, async (request, reply) => {
    const input = readRequest(fungiblePriceRoute, request, reply);
    if (input === undefined) return reply;
    const parsed = input.body.addresses;
    const projectId = projectOf(request).id;
    try {
      const fungibles = await Promise.all(
        parsed.map(async ({ chainId, address }): Promise<FungiblePrice | undefined> => {
          // Addresses on networks we don't serve are left out, as the client expects.
          if (services.clients.get(chainId) === undefined) return undefined;
          const token = parseEvmAddress(address);
          if (token === undefined) return undefined;
          if (isAddressEqual(token, NATIVE_TOKEN_ADDRESS)) {
            const native = services.networks[chainId]?.nativeCurrency ?? DEFAULT_NATIVE;
            return {
              name: native.name,
              symbol: native.symbol,
              iconUrl: tokenIconUrl(request, projectId, native.symbol),
              price: await services.prices.nativePrice(chainId),
              address: `${chainId}:${address}`,
            };
          }
          const metadata = await services.metadata.get(chainId, getAddress(token));
          if (metadata === undefined) return undefined;
          return {
            name: metadata.name,
            symbol: metadata.symbol,
            iconUrl: tokenIconUrl(request, projectId, metadata.symbol),
            price: await services.prices.tokenPrice(chainId, metadata.address),
            address: `${chainId}:${address}`,
          };
        }),
      );
      return { fungibles: fungibles.filter((item) => item !== undefined) };
    } catch (error) {
      return upstreamFailure(request, reply, error);
    }
  });

  app.get(gasPriceRoute.path, guarded, async (request, reply) => {
    const input = readRequest(gasPriceRoute, request, reply);
    if (input === undefined) return reply;
    const chain = input.query;
    const client = services.clients.get(chain.chainId);
    if (client === undefined) {
      return reply.code(400).send({
        code: "UNSUPPORTED_CHAIN",
        error: "Unsupported chain",
        message: `${GAS_PRICE_NETWORK_UNSUPPORTED}: ${chain.chainId.slice(0, 64)}`,
      });
    }
    try {
      return await readGasPrice(client);
    } catch (error) {
      return upstreamFailure(request, reply, error);
    }
  });

  // Identity (`/v1/identity/{address}`) is served with the names, in ../names/nameRoutes.ts.
  for (const { path } of [supportedChainsRoute, fungiblePriceRoute, gasPriceRoute]) {
    app.options(path, access.preflight);
  }
}
