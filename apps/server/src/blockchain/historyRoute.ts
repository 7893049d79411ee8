import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database.js";
import { isRecord } from "../lib/isRecord.js";
import type { ProjectAccess } from "../project/guard.js";
import { projectOf } from "../project/guard.js";
import { createHistoryQuery, decodeCursor, encodeCursor } from "./historyQuery.js";
import { shapeTransaction, type Transaction } from "./historyShape.js";
import { tokenIconUrl } from "./icons.js";
import {
  invalidAddress,
  invalidRequest,
  parseChainIdParam,
  parseEvmAddress,
  parsePageLimitParam,
} from "./params.js";
import type { BlockchainServices } from "./services.js";

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/**
 * `GET /v1/account/{account}/history?cursor=&chainId=&limit=` →
 * `{ data: Transaction[], next? }` from the indexer's tables. `onramp` is
 * accepted and ignored: there is no onramp provider yet.
 */
export async function historyRoute(
  app: FastifyInstance,
  options: { access: ProjectAccess; services: BlockchainServices; db: Db },
): Promise<void> {
  const { access, services, db } = options;
  const queryHistory = createHistoryQuery(db);
  const path = "/v1/account/:account/history";
  app.get<{ Params: { account: string } }>(
    path,
    { onRequest: access.guard },
    async (request, reply) => {
      const query = isRecord(request.query) ? request.query : {};
      const chain = parseChainIdParam(query.chainId);
      if (!chain.ok) return reply.code(400).send(chain.error);
      if (services.clients.get(chain.chainId) === undefined) return { data: [] };
      const account = parseEvmAddress(request.params.account);
      if (account === undefined)
        return reply.code(400).send(invalidAddress(request.params.account));

      let cursor: ReturnType<typeof decodeCursor>;
      if (query.cursor !== undefined && query.cursor !== "") {
        cursor = typeof query.cursor === "string" ? decodeCursor(query.cursor) : undefined;
        if (cursor === undefined) {
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

      const page = await queryHistory({ chainId: chain.chainId, account, cursor, limit });
      const projectId = projectOf(request).id;
      const context = {
        services,
        chainId: chain.chainId,
        account,
        icon: (symbol: string) => tokenIconUrl(request, projectId, symbol),
      };
      const data: Transaction[] = await Promise.all(
        page.transactions.map(({ txHash, rows }) => shapeTransaction(context, txHash, rows)),
      );
      return page.next === undefined ? { data } : { data, next: encodeCursor(page.next) };
    },
  );
  app.options(path, access.preflight);
}
