import { readInput, walletsRoute } from "@foyer/protocol";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installErrorHandlers } from "../http/errorHandler.js";
import { createServerOrigin } from "../http/serverOrigin.js";
import { createProjectAccess } from "../project/guard.js";
import type { Project } from "../project/lookup.js";
import { explorerRoutes } from "./explorerRoutes.js";
import { DEVNET_MARK } from "./logos/devnetMark.js";
import { createSeedWalletSource } from "./seedSource.js";
import { SEED_WALLETS } from "./seedWallets.js";
import type { WalletEntry } from "./types.js";

const PROJECT: Project = {
  id: "p-explorer",
  name: "Explorer test",
  allowedOrigins: ["https://app.example"],
  features: {},
  analyticsEnabled: false,
  nameZone: null,
  smartAccountNetworks: null,
};
const Q = `projectId=${PROJECT.id}`;
const OWN = createServerOrigin(
  { publicUrl: undefined, host: "127.0.0.1", port: 8787 },
  () => undefined,
);

/**
 * The real guard over an in-memory lookup: exercises exactly what the app
 * wires in (401/403 bodies, CORS, x-project-id) without a database.
 */
async function buildTestApp(entries: readonly WalletEntry[] = SEED_WALLETS) {
  const app = Fastify({ logger: false });
  installErrorHandlers(app, 1024);
  app.decorateRequest("project", null);
  const access = createProjectAccess(
    {
      find: (id) => Promise.resolve(id === PROJECT.id ? PROJECT : undefined),
      peek: () => undefined,
      invalidate: () => {},
    },
    OWN,
  );
  await app.register(explorerRoutes, { access, source: createSeedWalletSource(entries) });
  await app.ready();
  return app;
}

describe("explorer routes", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  describe("project guard", () => {
    const paths = [
      "/getWallets",
      "/getWalletImage/metamask",
      "/public/getAssetImage/eip155:1",
      "/public/getCurrencyImage/USD",
      "/public/getTokenImage/USDC",
    ];

    it.each(paths)("%s → 401 without a projectId", async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: "INVALID_PROJECT_ID",
        error: "Invalid Project ID",
        message: "Unauthorized: invalid key",
      });
    });

    it.each(paths)("%s → 401 for an unknown projectId", async (url) => {
      const response = await app.inject({ url: `${url}?projectId=nope` });
      expect(response.statusCode).toBe(401);
    });

    it.each(paths)("%s → 200 from the server's own origin (its embedded frame)", async (url) => {
      const response = await app.inject({
        url: `${url}?${Q}`,
        headers: { origin: "http://127.0.0.1:8787" },
      });
      expect(response.statusCode).not.toBe(403);
      expect(response.statusCode).not.toBe(401);
    });

    it.each(paths)("%s → 403 when only Host claims the origin is the server's", async (url) => {
      const response = await app.inject({
        url: `${url}?${Q}`,
        headers: { origin: "http://attacker.example:8787", host: "attacker.example:8787" },
      });
      expect(response.statusCode).toBe(403);
    });

    it.each(paths)("%s → 403 from an origin the project doesn't allow", async (url) => {
      const response = await app.inject({
        url: `${url}?${Q}`,
        headers: { origin: "https://evil.example" },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("Unauthorized: origin not allowed");
    });

    it("accepts the x-project-id header and reflects an allowed origin", async () => {
      const response = await app.inject({
        url: "/getWallets",
        headers: { "x-project-id": PROJECT.id, origin: "https://app.example" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["access-control-allow-origin"]).toBe("https://app.example");
    });

    it("answers the CORS preflight", async () => {
      const response = await app.inject({
        method: "OPTIONS",
        url: `/getWallets?${Q}`,
        headers: { origin: "https://app.example", "access-control-request-method": "GET" },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers["access-control-allow-origin"]).toBe("https://app.example");
    });
  });

  describe("GET /getWallets", () => {
    it("serves the first page of 40 by popularity, with the total count", async () => {
      const response = await app.inject({ url: `/getWallets?${Q}` });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.count).toBe(SEED_WALLETS.length);
      expect(body.data).toHaveLength(40);
      expect(body.data[0]).toEqual({
        id: "metamask",
        name: "MetaMask",
        image_id: "metamask",
        rdns: "io.metamask",
        mobile_link: "metamask://",
        desktop_link: null,
        webapp_link: null,
        homepage: "https://metamask.io",
        chains: expect.arrayContaining(["eip155:1"]),
        badge_type: "certified",
      });
    });

    it("answers what walletsRoute's response schema says, for every wallet", async () => {
      const response = await app.inject({ url: `/getWallets?${Q}&entries=100` });
      const body = response.json();
      expect(body.data).toHaveLength(Math.min(100, SEED_WALLETS.length));
      expect(readInput(walletsRoute.response, body)).toEqual({ ok: true, value: body });
    });

    it("applies search, chains, include/exclude and paging from the querystring", async () => {
      const solana = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp";
      const response = await app.inject({
        url: `/getWallets?${Q}&chains=${solana}&exclude=trust,coinbase&entries=2&page=1`,
      });
      const body = response.json();
      expect(body.data.map((w: { id: string }) => w.id)).toEqual(["okx", "phantom"]);
      expect(body.count).toBe(
        SEED_WALLETS.filter(
          (w) => w.chains.includes(solana) && w.id !== "trust" && w.id !== "coinbase",
        ).length,
      );

      const search = await app.inject({ url: `/getWallets?${Q}&search=RAIN` });
      expect(search.json()).toMatchObject({ count: 1, data: [{ id: "rainbow" }] });

      const include = await app.inject({ url: `/getWallets?${Q}&include=safe,rabby` });
      expect(include.json().data.map((w: { id: string }) => w.id)).toEqual(["rabby", "safe"]);
    });

    it.each([
      ["page=0", "page must be a whole number from 1 to 10000"],
      ["entries=1000", "entries must be a whole number from 1 to 100"],
      ["entries=ten", "entries must be a whole number from 1 to 100"],
      ["chains=ethereum", "chains: 'ethereum' is not a CAIP-2 network id"],
      ["badge_type=gold", "badge_type must be one of: certified, none"],
      ["page=1&page=2", "page must be given once"],
      [`search=${"x".repeat(101)}`, "search must be at most 100 characters"],
      [`include=${Array(201).fill("a").join(",")}`, "include accepts at most 200 ids"],
      [`exclude=${"x".repeat(129)}`, "exclude: ids are at most 128 characters"],
    ])("400 for %s", async (params, message) => {
      const response = await app.inject({ url: `/getWallets?${Q}&${params}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: "INVALID_REQUEST", error: "Bad Request", message });
    });

    it("reads the source on every request (rows can change in the DB)", async () => {
      const rows: WalletEntry[] = [];
      const live = Fastify({ logger: false });
      live.decorateRequest("project", null);
      await live.register(explorerRoutes, {
        access: createProjectAccess(
          {
            find: () => Promise.resolve(PROJECT),
            peek: () => undefined,
            invalidate: () => {},
          },
          OWN,
        ),
        source: { list: () => Promise.resolve(rows) },
      });
      expect((await live.inject({ url: `/getWallets?${Q}` })).json()).toEqual({
        data: [],
        count: 0,
      });
      rows.push(SEED_WALLETS[0]!);
      expect((await live.inject({ url: `/getWallets?${Q}` })).json().count).toBe(1);
      await live.close();
    });
  });

  describe("images", () => {
    /** The pinned package's own bytes for one icon. */
    const icon = async (path: string) =>
      ((await import(`@web3icons/core/svgs/${path}.svg.js`)) as { default: string }).default.trim();

    it("serves MetaMask's real logo as cacheable, script-free SVG with an ETag", async () => {
      const response = await app.inject({ url: `/getWalletImage/metamask?${Q}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(response.headers["cache-control"]).toMatch(/^public, max-age=86400/);
      expect(response.headers["content-security-policy"]).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(response.body).toBe(await icon("wallets/branded/metamask"));
      expect(response.body).not.toContain("<text");
    });

    it("draws a monogram for a listed wallet the icon package lacks", async () => {
      const response = await app.inject({ url: `/getWalletImage/brave?${Q}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-security-policy"]).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(response.body).toContain('<title id="title">Brave Wallet</title>');
      expect(response.body).toContain(">BW</text>");
    });

    it.each([
      ["/public/getAssetImage/eip155:1", "networks/branded/ethereum"],
      ["/public/getAssetImage/eip155:8453", "networks/branded/base"],
      ["/public/getAssetImage/solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", "networks/branded/solana"],
      ["/public/getTokenImage/USDC", "tokens/branded/USDC"],
      ["/public/getTokenImage/eth", "tokens/branded/ETH"],
      // The package has no wrapped-ether icon: the devnet's WETH shows ether's.
      ["/public/getTokenImage/WETH", "tokens/branded/ETH"],
    ])("%s → the real logo (%s)", async (path, iconPath) => {
      const response = await app.inject({ url: `${path}?${Q}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(response.headers["content-security-policy"]).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(response.body).toBe(await icon(iconPath));
    });

    it("gives the local devnet Foyer's own mark, not a real network's logo", async () => {
      const response = await app.inject({ url: `/public/getAssetImage/eip155:31337?${Q}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(DEVNET_MARK);
      expect(response.body).toContain('<title id="title">Foyer Devnet</title>');
    });

    it("answers 304 when If-None-Match holds the current tag", async () => {
      const first = await app.inject({ url: `/getWalletImage/rainbow?${Q}` });
      const etag = String(first.headers.etag);
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
        const again = await app.inject({
          url: `/getWalletImage/rainbow?${Q}`,
          headers: { "if-none-match": ifNoneMatch },
        });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe("");
        expect(again.headers.etag).toBe(etag);
      }
      const stale = await app.inject({
        url: `/getWalletImage/rainbow?${Q}`,
        headers: { "if-none-match": '"stale"' },
      });
      expect(stale.statusCode).toBe(200);
    });

    it("gives different wallets different tags, the same wallet the same tag", async () => {
      const a = await app.inject({ url: `/getWalletImage/phantom?${Q}` });
      const b = await app.inject({ url: `/getWalletImage/phantom?${Q}` });
      const c = await app.inject({ url: `/getWalletImage/zerion?${Q}` });
      expect(a.headers.etag).toBe(b.headers.etag);
      expect(a.headers.etag).not.toBe(c.headers.etag);
    });

    it("404s as JSON for an unknown wallet image", async () => {
      const response = await app.inject({ url: `/getWalletImage/not-a-wallet?${Q}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: "WALLET_NOT_FOUND",
        error: "Not Found",
        message: "No wallet image with id 'not-a-wallet'",
      });
    });

    it.each([
      ["/public/getAssetImage/eip155:424242", "424242", "eip155:424242"],
      ["/public/getCurrencyImage/USD", "$", "US Dollar"],
      ["/public/getCurrencyImage/eur", "€", "Euro"],
      ["/public/getCurrencyImage/XYZ", "XYZ", "XYZ"],
      ["/public/getTokenImage/FOY", "FOY", "Foyer Token"],
      ["/public/getTokenImage/unknown", "UNKNO…", "unknown"],
      ["/public/getTokenImage/constructor", "CONST…", "constructor"],
    ])("%s → monogram %s", async (path, label, title) => {
      const response = await app.inject({ url: `${path}?${Q}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(response.headers["content-security-policy"]).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(response.body).toContain(`>${label}</text>`);
      expect(response.body).toContain(`<title id="title">${title}</title>`);
    });

    it.each([
      "/public/getTokenImage",
      "/public/getAssetImage",
      "/public/getCurrencyImage",
      "/getWalletImage",
    ])("%s: 400 for an id that can't be an image id", async (path) => {
      const response = await app.inject({ url: `${path}/${"x".repeat(65)}?${Q}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: "INVALID_REQUEST",
        error: "Bad Request",
        message: `id: '${"x".repeat(64)}' is not an image id`,
      });
      const encoded = await app.inject({ url: `${path}/%3Cscript%3E?${Q}` });
      expect(encoded.statusCode).toBe(400);
      expect(encoded.json().message).toBe("id: '<script>' is not an image id");
    });
  });
});
