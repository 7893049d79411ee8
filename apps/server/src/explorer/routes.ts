import {
  assetImageRoute,
  currencyImageRoute,
  type ErrorBody,
  shown,
  tokenImageRoute,
  walletImageRoute,
  walletsRoute,
} from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import { readRequest } from "../http/readRequest.js";
import type { ProjectAccess } from "../project/guard.js";
import { catalogMonogram, type ImageKind } from "./imageCatalog.js";
import { initialsOf, monogramSvg } from "./monogram.js";
import { queryWallets } from "./query.js";
import { sendSvg } from "./svgReply.js";
import type { WalletSource } from "./types.js";

export interface ExplorerRouteOptions {
  /** The project guard, as `configRoutes` gets it. */
  access: ProjectAccess;
  source: WalletSource;
}

const PUBLIC_IMAGE_ROUTES = [
  [assetImageRoute, "asset"],
  [currencyImageRoute, "currency"],
  [tokenImageRoute, "token"],
] as const satisfies ReadonlyArray<readonly [{ path: string }, ImageKind]>;

/**
 * The wallet registry the modal's wallet list reads (spec §7 "Wallet
 * discovery"): listing and generated images (the analytics switch is in
 * `analytics/routes.ts`). Every route sits behind the project guard, like the
 * rest of the client API, and reads its request with its route's schemas from
 * `@foyer/protocol`.
 */
export async function explorerRoutes(
  app: FastifyInstance,
  options: ExplorerRouteOptions,
): Promise<void> {
  const { access, source } = options;
  const guarded = { onRequest: access.guard };

  app.get(walletsRoute.path, guarded, async (request, reply) => {
    const input = readRequest(walletsRoute, request, reply);
    if (input === undefined) return reply;
    return queryWallets(await source.list(), input.query);
  });

  app.get(walletImageRoute.path, guarded, async (request, reply) => {
    const input = readRequest(walletImageRoute, request, reply);
    if (input === undefined) return reply;
    const { id } = input.params;
    const wallet = (await source.list()).find((entry) => entry.id === id);
    if (wallet === undefined) {
      return reply.code(404).send({
        code: "WALLET_NOT_FOUND",
        error: "Not Found",
        message: `No wallet image with id '${shown(id)}'`,
      } satisfies ErrorBody);
    }
    const svg = monogramSvg({
      label: initialsOf(wallet.name),
      color: wallet.color,
      title: wallet.name,
    });
    return sendSvg(request, reply, svg);
  });

  for (const [route, kind] of PUBLIC_IMAGE_ROUTES) {
    app.get(route.path, guarded, async (request, reply) => {
      const input = readRequest(route, request, reply);
      if (input === undefined) return reply;
      return sendSvg(request, reply, monogramSvg(catalogMonogram(kind, input.params.id)));
    });
  }

  for (const { path } of [
    walletsRoute,
    walletImageRoute,
    ...PUBLIC_IMAGE_ROUTES.map(([route]) => route),
  ]) {
    app.options(path, access.preflight);
  }
}
