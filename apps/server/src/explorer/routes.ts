import type { FastifyInstance, FastifyReply } from "fastify";
import type { ErrorBody } from "../http/errors.js";
import type { ProjectAccess } from "../project/guard.js";
import { catalogMonogram, type ImageKind } from "./imageCatalog.js";
import { initialsOf, monogramSvg } from "./monogram.js";
import { parseWalletQuery, queryWallets } from "./query.js";
import { sendSvg } from "./svgReply.js";
import type { WalletSource } from "./types.js";

export interface ExplorerRouteOptions {
  /** The project guard, as `configRoutes` gets it. */
  access: ProjectAccess;
  source: WalletSource;
}

/** Image ids are short tokens (slugs, CAIP-2 ids, ISO codes, symbols). */
const IMAGE_ID = /^[A-Za-z0-9][A-Za-z0-9:._-]{0,63}$/;

const PUBLIC_IMAGE_ROUTES: ReadonlyArray<readonly [path: string, kind: ImageKind]> = [
  ["/public/getAssetImage/:id", "asset"],
  ["/public/getCurrencyImage/:id", "currency"],
  ["/public/getTokenImage/:id", "token"],
];

/**
 * The wallet registry the modal's wallet list reads (spec §7 "Wallet
 * discovery"): listing, generated images and the analytics switch. Every
 * route sits behind the project guard, like the rest of the client API.
 */
export async function explorerRoutes(
  app: FastifyInstance,
  options: ExplorerRouteOptions,
): Promise<void> {
  const { access, source } = options;
  const guarded = { onRequest: access.guard };

  app.get("/getWallets", guarded, async (request, reply) => {
    const parsed = parseWalletQuery(request.query);
    if (!parsed.ok) return badRequest(reply, parsed.message);
    return queryWallets(await source.list(), parsed.query);
  });

  app.get<{ Params: { id: string } }>("/getWalletImage/:id", guarded, async (request, reply) => {
    const { id } = request.params;
    const wallet = (await source.list()).find((entry) => entry.id === id);
    if (wallet === undefined) {
      return reply.code(404).send({
        code: "WALLET_NOT_FOUND",
        error: "Not Found",
        message: `No wallet image with id '${id.slice(0, 64)}'`,
      } satisfies ErrorBody);
    }
    const svg = monogramSvg({
      label: initialsOf(wallet.name),
      color: wallet.color,
      title: wallet.name,
    });
    return sendSvg(request, reply, svg);
  });

  for (const [path, kind] of PUBLIC_IMAGE_ROUTES) {
    app.get<{ Params: { id: string } }>(path, guarded, async (request, reply) => {
      const { id } = request.params;
      if (!IMAGE_ID.test(id)) return badRequest(reply, `'${id.slice(0, 64)}' is not an image id`);
      return sendSvg(request, reply, monogramSvg(catalogMonogram(kind, id)));
    });
  }

  // Foyer never calls home unless an operator wires analytics in.
  app.get("/getAnalyticsConfig", guarded, async () => ({ isAnalyticsEnabled: false }));

  for (const path of [
    "/getWallets",
    "/getWalletImage/:id",
    ...PUBLIC_IMAGE_ROUTES.map(([route]) => route),
    "/getAnalyticsConfig",
  ]) {
    app.options(path, access.preflight);
  }
}

/** Same `{ code, error, message }` shape the server's error handler emits. */
function badRequest(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).send({
    code: "INVALID_REQUEST",
    error: "Bad Request",
    message,
  } satisfies ErrorBody);
}
