import { invalidRequest, historyRoute as route } from "@foyer/protocol";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { getAddress } from "viem";
import { BITCOIN_TXID } from "../bitcoin/bitcoinHistory.js";
import type { Db } from "../db/database.js";
import { readRequest } from "../http/readRequest.js";
import {
  type LabelledTransactions,
  labelOnrampDeposits,
  onlyOnrampDeliveries,
} from "../onramp/historyLabels.js";
import { createOrderStore } from "../onramp/orderStore.js";
import type { ProjectAccess } from "../project/guard.js";
import { projectOf } from "../project/guard.js";
import type { HistoryCache } from "./historyCache.js";
import { createHistoryQuery, decodeCursor, encodeCursor } from "./historyQuery.js";
import { shapeTransaction } from "./historyShape.js";
import { tokenIconUrl } from "./icons.js";
import { isAddressOfNetwork, wrongAddress } from "./networkAddress.js";
import type { BlockchainServices } from "./services.js";
import { SOLANA_SIGNATURE } from "./solana/solanaHistory.js";
import { upstreamFailure } from "./upstreamError.js";

const DEFAULT_PAGE_SIZE = 20;

/** One page as the route answers it, before the `onramp` filter. */
export interface HistoryPage extends LabelledTransactions {
  next?: string;
}

const badCursor = (reply: FastifyReply) =>
  reply
    .code(400)
    .send(invalidRequest("cursor must be a value from a previous `next`", "INVALID_CURSOR"));

/**
 * `GET /v1/account/{account}/history?cursor=&chainId=&limit=` →
 * `{ data: Transaction[], next? }`: eip155 from the indexer's tables (onramp deliveries are
 * labelled deposits; `onramp`, a provider id, keeps only that provider's, page by page; with
 * `historyCache`, pages are served from memory until the chain's history changes), solana
 * from the network's node and bip122 from its Esplora, in the same shape, uncached.
 */
/** What the blockchain API's routes are registered with (this one needs all of it). */
export interface BlockchainRouteOptions {
  access: ProjectAccess;
  services: BlockchainServices;
  db: Db;
  historyCache?: HistoryCache<HistoryPage>;
}

export async function historyRoute(
  app: FastifyInstance,
  options: BlockchainRouteOptions,
): Promise<void> {
  const { access, services, db, historyCache } = options;
  const queryHistory = createHistoryQuery(db);
  const orders = createOrderStore(db);
  const { path } = route;

  /** A Solana or Bitcoin page: no indexer, the network's own node answers. */
  async function otherChainPage(
    request: FastifyRequest,
    reply: FastifyReply,
    query: { chainId: string; cursor?: string | undefined; limit: number },
    account: string,
  ) {
    const { chainId, cursor, limit } = query;
    const solana = chainId.startsWith("solana:");
    if (cursor && !(solana ? SOLANA_SIGNATURE : BITCOIN_TXID).test(cursor)) return badCursor(reply);
    const projectId = projectOf(request).id;
    const icon = (symbol: string) => tokenIconUrl(request, projectId, symbol);
    try {
      const page = solana
        ? await services.solanaHistory.read({
            chainId,
            owner: account,
            limit,
            icon,
            ...(cursor ? { before: cursor } : {}),
          })
        : await services.bitcoinHistory.read({
            chainId,
            address: account,
            limit,
            icon,
            ...(cursor ? { after: cursor } : {}),
          });
      const data = page.transactions;
      return page.next === undefined ? { data } : { data, next: page.next };
    } catch (error) {
      return upstreamFailure(request, reply, error);
    }
  }

  app.get(path, { onRequest: access.guard }, async (request, reply) => {
    const input = readRequest(route, request, reply);
    if (input === undefined) return reply;
    const { chainId, limit = DEFAULT_PAGE_SIZE } = input.query;
    if (!isAddressOfNetwork(input.params.account, chainId))
      return wrongAddress(reply, input.params.account, chainId);
    if (chainId.startsWith("solana:") || chainId.startsWith("bip122:"))
      return otherChainPage(request, reply, { ...input.query, limit }, input.params.account);
    if (services.clients.get(chainId) === undefined) return { data: [] };
    const account = getAddress(input.params.account);
    const cursor = input.query.cursor ? decodeCursor(input.query.cursor) : undefined;
    if (input.query.cursor && cursor === undefined) return badCursor(reply);

    const projectId = projectOf(request).id;
    const load = async (): Promise<HistoryPage> => {
      const page = await queryHistory({ chainId, account, cursor, limit });
      const context = {
        services,
        chainId,
        account,
        icon: (symbol: string) => tokenIconUrl(request, projectId, symbol),
      };
      const labelled = await labelOnrampDeposits(
        orders,
        chainId,
        account,
        await Promise.all(
          page.transactions.map(({ txHash, rows }) => shapeTransaction(context, txHash, rows)),
        ),
      );
      return page.next === undefined ? labelled : { ...labelled, next: encodeCursor(page.next) };
    };
    // Icons carry the project id, so pages are kept per project.
    const key = `${projectId}\n${account}\n${input.query.cursor ?? ""}\n${limit}`;
    const page = await (historyCache?.read(chainId, key, load) ?? load());
    const { onramp } = input.query;
    const data = onramp === undefined ? page.transactions : onlyOnrampDeliveries(page, onramp);
    return page.next === undefined ? { data } : { data, next: page.next };
  });
  app.options(path, access.preflight);
}
