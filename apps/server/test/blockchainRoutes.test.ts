import { describe, expect, it } from "vitest";
import { anvilSkipReason } from "./support/anvil.js";
import { pgliteDriver } from "./support/databases.js";
import { createDevnetApp, startDevnet } from "./support/devnet.js";
import { useServerApp } from "./support/serverApp.js";

const ORIGIN = "https://dapp.example";
const UNUSED = "0x000000000000000000000000000000000000dEaD";

describe.skipIf(anvilSkipReason !== undefined)(
  `blockchain API against a started devnet${anvilSkipReason ? ` — skipped: ${anvilSkipReason}` : ""}`,
  () => {
    const world = useServerApp(pgliteDriver, {
      devnet: startDevnet,
      build: ({ database, devnet }) => createDevnetApp(database, devnet),
      project: { allowedOrigins: [ORIGIN] },
    });
    const account0 = () => world.devnet.manifest.accounts[0]?.address ?? "";

    const get = (path: string, headers: Record<string, string> = {}) =>
      world.app.inject({
        method: "GET",
        url: `${path}${path.includes("?") ? "&" : "?"}projectId=${world.projectId}`,
        headers,
      });

    describe("GET /v1/supported-chains", () => {
      it("lists the configured networks as { http }", async () => {
        const response = await get("/v1/supported-chains");
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ http: ["eip155:31337"] });
      });

      it("is behind the project guard", async () => {
        const missing = await world.app.inject({ method: "GET", url: "/v1/supported-chains" });
        expect(missing.statusCode).toBe(401);
        const wrongOrigin = await get("/v1/supported-chains", { origin: "https://evil.example" });
        expect(wrongOrigin.statusCode).toBe(403);
        const allowed = await get("/v1/supported-chains", { origin: ORIGIN });
        expect(allowed.headers["access-control-allow-origin"]).toBe(ORIGIN);
      });
    });

    describe("GET /v1/account/{address}/balance", () => {
      it("lists ETH, USDC and FOY of account 0 with DEX prices", async () => {
        const response = await get(
          `/v1/account/${account0()}/balance?currency=usd&chainId=eip155:31337`,
        );
        expect(response.statusCode).toBe(200);
        const { balances } = response.json() as {
          balances: Array<
            Record<string, unknown> & {
              symbol: string;
              price: number;
              quantity: { numeric: string };
            }
          >;
        };
        const bySymbol = new Map(balances.map((item) => [item.symbol, item]));
        expect([...bySymbol.keys()]).toEqual(["ETH", "USDC", "FOY"]);

        const eth = bySymbol.get("ETH");
        expect(eth).toMatchObject({
          name: "Ether",
          chainId: "eip155:31337",
          quantity: { decimals: "18" },
        });
        expect(eth && "address" in eth).toBe(false);
        expect(Number(eth?.quantity.numeric)).toBeGreaterThan(9_990);
        expect(eth?.price).toBeGreaterThan(2_950);
        expect(eth?.price).toBeLessThan(3_050);

        const { usdc, foy } = world.devnet.manifest.contracts;
        expect(bySymbol.get("USDC")).toMatchObject({
          name: "USD Coin",
          address: `eip155:31337:${usdc.address}`,
          price: 1,
          value: 100_000,
          quantity: { decimals: "6", numeric: "100000" },
        });
        const foyItem = bySymbol.get("FOY");
        expect(foyItem).toMatchObject({
          address: `eip155:31337:${foy.address}`,
          quantity: { decimals: "18", numeric: "1000" },
        });
        expect(foyItem?.price).toBeCloseTo(2, 1);
        expect(foyItem?.value).toBeCloseTo(2_000, -1);
        expect(foyItem?.iconUrl).toBe(
          `http://127.0.0.1:8787/public/getTokenImage/FOY?projectId=${world.projectId}`,
        );
      });

      it("leaves out zero token balances but keeps the native coin", async () => {
        const response = await get(
          `/v1/account/${UNUSED}/balance?currency=usd&chainId=eip155:31337`,
        );
        const { balances } = response.json() as { balances: { symbol: string; value: number }[] };
        expect(balances).toEqual([expect.objectContaining({ symbol: "ETH", value: 0 })]);
      });

      it("answers an unsupported network with an empty list", async () => {
        const response = await get(
          `/v1/account/${account0()}/balance?currency=usd&chainId=eip155:5`,
        );
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ balances: [] });
      });

      it.each([
        ["a bad address", "/v1/account/0x123/balance?chainId=eip155:31337", "INVALID_ADDRESS"],
        ["a missing chainId", `/v1/account/${UNUSED}/balance`, "INVALID_CHAIN_ID"],
        ["a malformed chainId", `/v1/account/${UNUSED}/balance?chainId=eip155`, "INVALID_CHAIN_ID"],
        [
          "another currency",
          `/v1/account/${UNUSED}/balance?chainId=eip155:31337&currency=eur`,
          "INVALID_REQUEST",
        ],
      ])("answers %s with 400", async (_name, path, code) => {
        const response = await get(path);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code, error: "Bad Request" });
      });
    });

    describe("POST /v1/fungible/price", () => {
      const post = (payload: unknown) =>
        world.app.inject({
          method: "POST",
          url: `/v1/fungible/price?projectId=${world.projectId}`,
          payload: payload as Record<string, unknown>,
        });

      it("prices tokens and the native coin, skipping other networks", async () => {
        const { usdc, foy } = world.devnet.manifest.contracts;
        const response = await post({
          currency: "usd",
          projectId: world.projectId,
          addresses: [
            `eip155:31337:${foy.address}`,
            `eip155:31337:${usdc.address.toLowerCase()}`,
            "eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee",
            `eip155:1:${usdc.address}`,
          ],
        });
        expect(response.statusCode).toBe(200);
        const { fungibles } = response.json() as {
          fungibles: { name: string; symbol: string; iconUrl: string; price: number }[];
        };
        expect(fungibles.map((item) => item.symbol)).toEqual(["FOY", "USDC", "ETH"]);
        expect(fungibles[0]).toMatchObject({ name: "Foyer Token", iconUrl: expect.any(String) });
        expect(fungibles[0]?.price).toBeCloseTo(2, 1);
        expect(fungibles[1]?.price).toBe(1);
        expect(fungibles[2]?.price).toBeGreaterThan(2_950);
        // Each price names the CAIP-10 id it was asked for, as asked.
        expect(fungibles.map((item) => (item as { address?: string }).address)).toEqual([
          `eip155:31337:${foy.address}`,
          `eip155:31337:${usdc.address.toLowerCase()}`,
          "eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee",
        ]);
      });

      it.each([
        ["a non-object body", [1]],
        ["missing addresses", { currency: "usd" }],
        ["a non-CAIP-10 address", { currency: "usd", addresses: ["0xabc"] }],
        ["another currency", { currency: "eur", addresses: [] }],
      ])("answers %s with 400", async (_name, payload) => {
        const response = await post(payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: "Bad Request" });
      });
    });

    describe("GET /v1/convert/gas-price and /v1/identity", () => {
      it("gives three rising wei tiers", async () => {
        const response = await get("/v1/convert/gas-price?chainId=eip155:31337");
        expect(response.statusCode).toBe(200);
        const body = response.json() as Record<string, string>;
        expect(Object.keys(body).sort()).toEqual(["fast", "instant", "standard"]);
        const [standard, fast, instant] = [body.standard, body.fast, body.instant].map((value) =>
          BigInt(value ?? "0"),
        );
        expect(standard).toBeGreaterThan(0n);
        expect(fast).toBeGreaterThanOrEqual(standard as bigint);
        expect(instant).toBeGreaterThanOrEqual(fast as bigint);
      });

      it("refuses an unsupported network with 400", async () => {
        const response = await get("/v1/convert/gas-price?chainId=eip155:5");
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: "UNSUPPORTED_CHAIN",
          message: "Network not supported for Gas Price: eip155:5",
        });
      });

      it("identity of an address without names is empty; a bad address is 400", async () => {
        const ok = await get(`/v1/identity/${account0()}?sender=${account0()}`);
        expect(ok.json()).toEqual({ name: null, avatar: null });
        expect((await get("/v1/identity/bob")).statusCode).toBe(400);
      });
    });
  },
);
