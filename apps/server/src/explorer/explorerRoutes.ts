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
import { createLogoStore, type LogoStore } from "./logos/logoStore.js";
import { initialsOf, monogramSvg } from "./monogram.js";
import { queryWallets } from "./query.js";
import { sendSvg } from "./svgReply.js";
import type { WalletSource } from "./types.js";

export interface ExplorerRouteOptions {
  /** The project guard, as `configRoutes` gets it. */
  access: ProjectAccess;
  source: WalletSource;
  /** Real logos; defaults to `@web3icons/core`'s, loaded on first use. */
  logos?: LogoStore;
}

const PUBLIC_IMAGE_ROUTES = [
  [assetImageRoute, "asset"],
  [currencyImageRoute, "currency"],
  [tokenImageRoute, "token"],
] as const satisfies ReadonlyArray<readonly [{ path: string }, ImageKind]>;

/**
 * The wallet registry the modal's wallet list reads (behaviour §7 "Wallet
 * discovery"): listing and images — real logos where `logos/` has one, a
 * generated monogram otherwise (the analytics switch is in
 * `analytics/analyticsRoutes.ts`). Every route sits behind the project guard, like the
 * rest of the client API, and reads its request with its route's schemas from
 * `@foyer/protocol`.
 */
export async function explorerRoutes(
  app: FastifyInstance,
  options: ExplorerRouteOptions,
): Promise<void> {
  const { access, source } = options;
  const logos =
    options.logos ??
    createLogoStore(undefined, (what, reason) =>
      app.log.warn({ logo: what }, `logo not served (${reason}): monogram instead`),
    );
  const guarded = { onRequest: access.guard };
  const logoOf = (kind: ImageKind, id: string): Promise<string | undefined> =>
    kind === "asset"
      ? logos.network(id)
      : kind === "token"
        ? logos.token(id)
        : // Fiat currencies: no package draws them; their glyph tile is the image.
          Promise.resolve(undefined);

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
    const svg =
      (await logos.wallet(wallet.id)) ??
      monogramSvg({ label: initialsOf(wallet.name), color: wallet.color, title: wallet.name });
    return sendSvg(request, reply, svg);
  });

  for (const [route, kind] of PUBLIC_IMAGE_ROUTES) {
    app.get(route.path, guarded, async (request, reply) => {
      const input = readRequest(route, request, reply);
      if (input === undefined) return reply;
      const { id } = input.params;
      const svg = (await logoOf(kind, id)) ?? monogramSvg(catalogMonogram(kind, id));
      return sendSvg(request, reply, svg);
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
