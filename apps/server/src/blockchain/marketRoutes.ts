import type { FastifyInstance } from "fastify";
import { getAddress, isAddressEqual } from "viem";
import { isRecord } from "../lib/isRecord.js";
import type { ProjectAccess } from "../project/guard.js";
import { projectOf } from "../project/guard.js";
import { DEFAULT_NATIVE } from "./balances.js";
import { readGasPrice } from "./gasPrice.js";
import { tokenIconUrl } from "./icons.js";
import {
  invalidAddress,
  invalidRequest,
  NATIVE_TOKEN_ADDRESS,
  parseCaip10,
  parseChainIdParam,
  parseEvmAddress,
} from "./params.js";
import type { BlockchainServices } from "./services.js";
import { upstreamFailure } from "./upstreamError.js";

/** One price of `POST /v1/fungible/price` (the client's `FungiblePrice`). */
export interface FungiblePrice {
  name: string;
  symbol: string;
  iconUrl: string;
  price: number;
}

/** Largest `addresses` list one price request may ask for. */
const MAX_PRICE_ADDRESSES = 100;

/**
 * Network-level routes: which networks are served, token prices, gas prices
 * and identity. All behind the project guard, like the rest of the client API.
 */
export async function marketRoutes(
  app: FastifyInstance,
  options: { access: ProjectAccess; services: BlockchainServices },
): Promise<void> {
  const { access, services } = options;
  const guarded = { onRequest: access.guard };

  // The core client reads `{ http: [...] }`: every network with an upstream.
  app.get("/v1/supported-chains", guarded, async () => ({
    http: Object.keys(services.networks),
  }));

  app.post("/v1/fungible/price", guarded, async (request, reply) => {
    const body = request.body;
    if (!isRecord(body)) return reply.code(400).send(invalidRequest("Body must be a JSON object"));
    if ((body.currency ?? "usd") !== "usd") {
      return reply.code(400).send(invalidRequest("Only currency usd is supported"));
    }
    const { addresses } = body;
    if (!Array.isArray(addresses) || addresses.length > MAX_PRICE_ADDRESSES) {
      return reply
        .code(400)
        .send(
          invalidRequest(`addresses must be an array of up to ${MAX_PRICE_ADDRESSES} CAIP-10 ids`),
        );
    }
    const parsed = [];
    for (const entry of addresses) {
      const caip = parseCaip10(entry);
      if (caip === undefined) {
        const shown = typeof entry === "string" ? entry.slice(0, 100) : typeof entry;
        return reply
          .code(400)
          .send(invalidRequest(`"${shown}" is not a CAIP-10 address`, "INVALID_ADDRESS"));
      }
      parsed.push(caip);
    }
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
            };
          }
          const metadata = await services.metadata.get(chainId, getAddress(token));
          if (metadata === undefined) return undefined;
          return {
            name: metadata.name,
            symbol: metadata.symbol,
            iconUrl: tokenIconUrl(request, projectId, metadata.symbol),
            price: await services.prices.tokenPrice(chainId, metadata.address),
          };
        }),
      );
      return { fungibles: fungibles.filter((item) => item !== undefined) };
    } catch (error) {
      return upstreamFailure(request, reply, error);
    }
  });

  app.get("/v1/convert/gas-price", guarded, async (request, reply) => {
    const query = isRecord(request.query) ? request.query : {};
    const chain = parseChainIdParam(query.chainId);
    if (!chain.ok) return reply.code(400).send(chain.error);
    const client = services.clients.get(chain.chainId);
    if (client === undefined) {
      return reply.code(400).send({
        code: "UNSUPPORTED_CHAIN",
        error: "Unsupported chain",
        message: `Network not supported for Gas Price: ${chain.chainId.slice(0, 64)}`,
      });
    }
    try {
      return await readGasPrice(client);
    } catch (error) {
      return upstreamFailure(request, reply, error);
    }
  });

  // Names and avatars arrive with the name service; until then every address is anonymous.
  app.get<{ Params: { address: string } }>(
    "/v1/identity/:address",
    guarded,
    async (request, reply) => {
      if (parseEvmAddress(request.params.address) === undefined) {
        return reply.code(400).send(invalidAddress(request.params.address));
      }
      return { name: null, avatar: null };
    },
  );

  for (const path of [
    "/v1/supported-chains",
    "/v1/fungible/price",
    "/v1/convert/gas-price",
    "/v1/identity/:address",
  ]) {
    app.options(path, access.preflight);
  }
}
