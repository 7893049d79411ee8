import type { FastifyInstance } from "fastify";
import { getAddress } from "viem";
import type { Db } from "../db/database.js";
import { isRecord } from "../lib/isRecord.js";
import type { ProjectAccess } from "../project/guard.js";
import { projectOf } from "../project/guard.js";
import { tokenIconUrl } from "./icons.js";
import { queryHeldNfts } from "./nftHoldings.js";
import {
  invalidAddress,
  invalidRequest,
  parseChainIdParam,
  parseEvmAddress,
  parsePageLimitParam,
} from "./params.js";
import type { BlockchainServices } from "./services.js";

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 100;
/** Offsets past this are refused: a client paging that deep is scraping, not browsing. */
const MAX_OFFSET = 10_000;

/** One ERC-721 the account holds, as the NFTs tab reads it. */
export interface AccountNftItem {
  chainId: string;
  /** CAIP-10 id of the collection contract. */
  address: string;
  tokenId: string;
  name: string;
  collection: { name: string; symbol: string };
  /** The token's on-chain `data:image/…`, else the collection's monogram URL. */
  imageUrl: string;
}

/**
 * `GET /v1/account/{address}/nfts?chainId=&cursor=&limit=` →
 * `{ data: AccountNftItem[], next? }`: the ERC-721s the indexer saw arrive
 * and not leave, newest first. Not a SPEC §7 call (the reference serves NFTs
 * from its own portfolio API); it exists so the NFTs tab lists holdings
 * rather than guessing them from one page of history.
 */
export async function nftsRoute(
  app: FastifyInstance,
  options: { access: ProjectAccess; services: BlockchainServices; db: Db },
): Promise<void> {
  const { access, services, db } = options;
  const path = "/v1/account/:address/nfts";
  app.get<{ Params: { address: string } }>(
    path,
    { onRequest: access.guard },
    async (request, reply) => {
      const query = isRecord(request.query) ? request.query : {};
      const chain = parseChainIdParam(query.chainId);
      if (!chain.ok) return reply.code(400).send(chain.error);
      if (services.clients.get(chain.chainId) === undefined) return { data: [] };
      const owner = parseEvmAddress(request.params.address);
      if (owner === undefined) return reply.code(400).send(invalidAddress(request.params.address));

      let offset = 0;
      if (query.cursor !== undefined && query.cursor !== "") {
        offset =
          typeof query.cursor === "string" && /^\d{1,5}$/.test(query.cursor)
            ? Number(query.cursor)
            : -1;
        if (offset < 1 || offset > MAX_OFFSET) {
          return reply
            .code(400)
            .send(
              invalidRequest("cursor must be a value from a previous `next`", "INVALID_CURSOR"),
            );
        }
      }
      const pageLimit = parsePageLimitParam(query.limit, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
      if (!pageLimit.ok) return reply.code(400).send(pageLimit.error);
      const { limit } = pageLimit;

      const page = await queryHeldNfts(db, {
        chainId: chain.chainId,
        account: owner,
        offset,
        limit,
      });
      const projectId = projectOf(request).id;
      const data: AccountNftItem[] = await Promise.all(
        page.nfts.map(async (held): Promise<AccountNftItem> => {
          const contract = getAddress(held.token);
          const tokenId = BigInt(held.tokenId);
          const [collection, nft] = await Promise.all([
            services.metadata.collection(chain.chainId, contract),
            services.nfts.get(chain.chainId, contract, tokenId),
          ]);
          const symbol = collection?.symbol ?? "NFT";
          return {
            chainId: chain.chainId,
            address: `${chain.chainId}:${contract}`,
            tokenId: held.tokenId,
            name: nft.name ?? `${collection?.name ?? "NFT"} #${held.tokenId}`,
            collection: { name: collection?.name ?? "", symbol },
            imageUrl: nft.image ?? tokenIconUrl(request, projectId, symbol),
          };
        }),
      );
      return page.more ? { data, next: String(offset + limit) } : { data };
    },
  );
  app.options(path, access.preflight);
}
