import { type AccountNft, invalidRequest, nftsRoute as route } from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import { getAddress } from "viem";
import type { Db } from "../db/database.js";
import { readRequest } from "../http/readRequest.js";
import type { ProjectAccess } from "../project/guard.js";
import { projectOf } from "../project/guard.js";
import { tokenIconUrl } from "./icons.js";
import { queryHeldNfts } from "./nftHoldings.js";
import type { BlockchainServices } from "./services.js";

const DEFAULT_PAGE_SIZE = 50;
/** Offsets past this are refused: a client paging that deep is scraping, not browsing. */
const MAX_OFFSET = 10_000;

/**
 * `GET /v1/account/{address}/nfts?chainId=&cursor=&limit=` →
 * `{ data: AccountNft[], next? }`: the ERC-721s the indexer saw arrive
 * and not leave, newest first. Not a behaviour §7 call (the reference serves NFTs
 * from its own portfolio API); it exists so the NFTs tab lists holdings
 * rather than guessing them from one page of history.
 */
export async function nftsRoute(
  app: FastifyInstance,
  options: { access: ProjectAccess; services: BlockchainServices; db: Db },
): Promise<void> {
  const { access, services, db } = options;
  const { path } = route;
  app.get(path, { onRequest: access.guard }, async (request, reply) => {
    const input = readRequest(route, request, reply);
    if (input === undefined) return reply;
    const { chainId, cursor, limit = DEFAULT_PAGE_SIZE } = input.query;
    if (services.clients.get(chainId) === undefined) return { data: [] };
    const owner = getAddress(input.params.address);
    // The cursor is the offset of the next page, as this route's `next` wrote it.
    const offset = cursor ? (/^\d{1,5}$/.test(cursor) ? Number(cursor) : -1) : 0;
    if (cursor && (offset < 1 || offset > MAX_OFFSET)) {
      return reply
        .code(400)
        .send(invalidRequest("cursor must be a value from a previous `next`", "INVALID_CURSOR"));
    }

    const page = await queryHeldNfts(db, {
      chainId,
      account: owner,
      offset,
      limit,
    });
    const projectId = projectOf(request).id;
    const data: AccountNft[] = await Promise.all(
      page.nfts.map(async (held): Promise<AccountNft> => {
        const contract = getAddress(held.token);
        const tokenId = BigInt(held.tokenId);
        const [collection, nft] = await Promise.all([
          services.metadata.collection(chainId, contract),
          services.nfts.get(chainId, contract, tokenId),
        ]);
        const symbol = collection?.symbol ?? "NFT";
        return {
          chainId: chainId,
          address: `${chainId}:${contract}`,
          tokenId: held.tokenId,
          name: nft.name ?? `${collection?.name ?? "NFT"} #${held.tokenId}`,
          collection: { name: collection?.name ?? "", symbol },
          imageUrl: nft.image ?? tokenIconUrl(request, projectId, symbol),
        };
      }),
    );
    return page.more ? { data, next: String(offset + limit) } : { data };
  });
  app.options(path, access.preflight);
}
