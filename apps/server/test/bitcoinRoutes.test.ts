import { randomInt } from "node:crypto";
import { startBitcoinDevnet } from "@foyer/devnet";
import {
  BITCOIN_MAINNET,
  BITCOIN_REGTEST,
  ESPLORA_NETWORK_NOT_SUPPORTED,
  esploraBaseUrl,
  esploraProxyUrl,
} from "@foyer/protocol";
import { hex } from "@scure/base";
import { Transaction } from "@scure/btc-signer";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { createTestApp, testConfig } from "./support/app.js";
import { drivers } from "./support/databases.js";
import { useServerApp } from "./support/serverApp.js";

/** BTC's fixed local price in these tests, as `npm start` configures one. */
const BTC_PRICE = 90_000;

for (const driver of drivers) {
  describe.skipIf(driver.skipReason !== undefined)(
    `bitcoin (${driver.name}): Esplora proxy, balances, supported chains${driver.skipReason ? ` — skipped: ${driver.skipReason}` : ""}`,
    () => {
      const world = useServerApp(driver, {
        devnet: startBitcoinDevnet,
        build: ({ database, devnet }) =>
          createTestApp(database, {
            env: {
              BITCOIN_ESPLORA_URL: devnet.esploraUrl,
              BITCOIN_PRICE_USD: String(BTC_PRICE),
            },
            app: {
              blockchainCacheTtlMs: 0,
              esploraRateLimit: { windowMs: 60_000, perIp: 1_000, perProject: 1_000 },
            },
          }),

        project: {},
      });

      const url = (path: string, chainId: string = BITCOIN_REGTEST) =>
        esploraProxyUrl({
          serverUrl: "",
          caipNetworkId: chainId,
          projectId: world.projectId,
          path,
        });
      const get = (path: string, chainId?: string) =>
        world.app.inject({ method: "GET", url: url(path, chainId) });
      const balance = (address: string, chainId = BITCOIN_REGTEST) =>
        world.app.inject({
          method: "GET",
          url: `/v1/account/${address}/balance?currency=usd&chainId=${chainId}&projectId=${world.projectId}`,
        });
      const history = (address: string, query = "") =>
        world.app.inject({
          method: "GET",
          url: `/v1/account/${address}/history?chainId=${BITCOIN_REGTEST}&projectId=${world.projectId}${query}`,
        });

      it("forwards allow-listed GETs and answers the upstream's body and status verbatim", async () => {
        const address = world.devnet.keys.payment[0]!.address;
        const utxos = await get(`/address/${address}/utxo`);
        expect(utxos.statusCode).toBe(200);
        expect(utxos.json()).toEqual(
          await (await fetch(`${world.devnet.esploraUrl}/address/${address}/utxo`)).json(),
        );
        const height = await get("/blocks/tip/height");
        expect(height.headers["content-type"]).toMatch(/^text\/plain/);
        expect(height.body).toBe(String(world.devnet.chain.ledger.tip.height));
        const missing = await get(`/tx/${"ab".repeat(32)}`);
        expect([missing.statusCode, missing.body]).toEqual([404, "Transaction not found"]);
      });

      it("refuses paths off the allow-list, unknown networks and a network without upstream", async () => {
        const mine = await world.app.inject({ method: "POST", url: url("/mine") });
        expect(mine.statusCode).toBe(404);
        // Binary answers are not passed through.
        const other = await get(`/block/${world.devnet.chain.ledger.tip.hash}/raw`);
        expect(other.statusCode).toBe(404);
        expect(other.json().code).toBe("NOT_FOUND");
        const badChain = await get("/blocks/tip/height", "eip155:1");
        expect(badChain.statusCode).toBe(400);
        expect(badChain.json().code).toBe("INVALID_CHAIN_ID");
        const off = await get("/blocks/tip/height", BITCOIN_MAINNET);
        expect([off.statusCode, off.json().message]).toEqual([400, ESPLORA_NETWORK_NOT_SUPPORTED]);
      });

      it("broadcasts through POST /tx and passes a refusal's electrs text through", async () => {
        const [sender, receiver] = world.devnet.keys.payment;
        const utxos = (await get(`/address/${sender!.address}/utxo`)).json() as {
          txid: string;
          vout: number;
          value: number;
        }[];
        const coin = utxos[0]!;
        const tx = new Transaction();
        tx.addInput({
          txid: coin.txid,
          index: coin.vout,
          witnessUtxo: { script: sender!.script, amount: BigInt(coin.value) },
        });
        tx.addOutput({ script: receiver!.script, amount: BigInt(coin.value) - 500n });
        tx.sign(sender!.privateKey);
        tx.finalize();
        const raw = hex.encode(tx.extract());
        const before = (await balance(receiver!.address)).json().balances[0].quantity.numeric;
        const sent = await world.app.inject({
          method: "POST",
          url: url("/tx"),
          headers: { "content-type": "text/plain" },
          payload: raw,
        });
        expect(sent.statusCode).toBe(200);
        expect(sent.body).toBe(tx.id);
        const after = (await balance(receiver!.address)).json().balances[0].quantity.numeric;
        expect(Number(after) - Number(before)).toBeCloseTo((coin.value - 500) / 1e8, 8);
        const again = await world.app.inject({ method: "POST", url: url("/tx"), payload: raw });
        expect(again.statusCode).toBe(400);
        expect(again.body).toContain("sendrawtransaction RPC error");
        const notHex = await world.app.inject({ method: "POST", url: url("/tx"), payload: "nope" });
        expect(notHex.statusCode).toBe(400);
        expect(notHex.json().code).toBe("INVALID_REQUEST");
      });

      it("serves the same proxy under a base URL with the project and network in its path", async () => {
        const base = (chainId: string = BITCOIN_REGTEST, project = world.projectId) =>
          esploraBaseUrl({ serverUrl: "", caipNetworkId: chainId, projectId: project });
        const address = world.devnet.keys.payment[0]!.address;
        const txs = await world.app.inject({
          method: "GET",
          url: `${base()}/address/${address}/txs/chain`,
        });
        expect(txs.statusCode).toBe(200);
        expect(txs.json()).toEqual(
          await (await fetch(`${world.devnet.esploraUrl}/address/${address}/txs/chain`)).json(),
        );
        const fees = await world.app.inject({
          method: "GET",
          url: `${base()}/v1/fees/recommended`,
        });
        expect(Object.keys(fees.json())).toEqual([
          "fastestFee",
          "halfHourFee",
          "hourFee",
          "economyFee",
          "minimumFee",
        ]);
        const unknownProject = await world.app.inject({
          method: "GET",
          url: `${base(BITCOIN_REGTEST, "no-such-project")}/blocks/tip/height`,
        });
        expect(unknownProject.statusCode).toBe(401);
        const badChain = await world.app.inject({
          method: "GET",
          url: `${base("eip155:1")}/blocks/tip/height`,
        });
        expect([badChain.statusCode, badChain.json().code]).toEqual([400, "INVALID_CHAIN_ID"]);
        const mine = await world.app.inject({ method: "POST", url: `${base()}/mine` });
        expect(mine.statusCode).toBe(404);
        const notHex = await world.app.inject({
          method: "POST",
          url: `${base()}/tx`,
          payload: "nope",
        });
        expect([notHex.statusCode, notHex.json().code]).toEqual([400, "INVALID_REQUEST"]);
      });

      it("lists a payment in the history of both sides, with amount, other side and status", async () => {
        const [, , sender, receiver] = world.devnet.keys.payment;
        const utxos = (await get(`/address/${sender!.address}/utxo`)).json() as {
          txid: string;
          vout: number;
          value: number;
        }[];
        const coin = utxos[0]!;
        const tx = new Transaction();
        tx.addInput({
          txid: coin.txid,
          index: coin.vout,
          witnessUtxo: { script: sender!.script, amount: BigInt(coin.value) },
        });
        // 0.125 BTC to the receiver, the rest but the fee back to the sender.
        tx.addOutput({ script: receiver!.script, amount: 12_500_000n });
        tx.addOutput({ script: sender!.script, amount: BigInt(coin.value) - 12_500_000n - 1_000n });
        tx.sign(sender!.privateKey);
        tx.finalize();
        const sent = await world.app.inject({
          method: "POST",
          url: url("/tx"),
          headers: { "content-type": "text/plain" },
          payload: hex.encode(tx.extract()),
        });
        expect(sent.statusCode).toBe(200);

        const mine = (await history(sender!.address)).json().data;
        expect(mine[0]).toMatchObject({
          id: tx.id,
          metadata: {
            chain: BITCOIN_REGTEST,
            operationType: "send",
            status: "confirmed",
            sentFrom: sender!.address,
            sentTo: receiver!.address,
            hash: tx.id,
          },
          transfers: [
            {
              fungible_info: { name: "Bitcoin", symbol: "BTC" },
              direction: "out",
              quantity: { numeric: "0.125" },
              price: BTC_PRICE,
            },
          ],
        });
        const theirs = (await history(receiver!.address)).json().data;
        expect(theirs[0]).toMatchObject({
          id: tx.id,
          metadata: {
            operationType: "receive",
            sentFrom: sender!.address,
            sentTo: receiver!.address,
          },
          transfers: [{ direction: "in", quantity: { numeric: "0.125" } }],
        });
        // The funding the receiver had before is older, on the same page.
        expect(theirs.length).toBeGreaterThan(1);
        const page = (await history(receiver!.address, "&limit=1")).json();
        expect(page.data.map((item: { id: string }) => item.id)).toEqual([tx.id]);
        expect(page.next).toBe(tx.id);
        const older = (await history(receiver!.address, `&limit=1&cursor=${page.next}`)).json();
        expect(older.data).toHaveLength(1);
        expect(older.data[0].id).not.toBe(tx.id);
      });

      it("refuses a history for an address of another network and a cursor that is no txid", async () => {
        const mainnet = await history("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq");
        expect([mainnet.statusCode, mainnet.json().code]).toEqual([400, "INVALID_ADDRESS"]);
        expect(mainnet.json().message).toContain(BITCOIN_REGTEST);
        const cursor = await history(world.devnet.keys.payment[0]!.address, "&cursor=nope");
        expect([cursor.statusCode, cursor.json().code]).toEqual([400, "INVALID_CURSOR"]);
      });

      it("answers a bip122 balance in BTC with its price", async () => {
        const ordinal = world.devnet.keys.ordinal.address;
        const response = await balance(ordinal);
        expect(response.statusCode).toBe(200);
        expect(response.json().balances).toEqual([
          expect.objectContaining({
            name: "Bitcoin",
            symbol: "BTC",
            chainId: BITCOIN_REGTEST,
            price: BTC_PRICE,
            value: 0.3 * BTC_PRICE,
            quantity: { decimals: "8", numeric: "0.3" },
          }),
        ]);
      });

      it("budgets the proxy per IP: over the limit is 429 with Retry-After", async () => {
        const limited = await buildApp({
          config: testConfig({ BITCOIN_ESPLORA_URL: world.devnet.esploraUrl }),
          database: await driver.open(),
          projectCacheTtlMs: 0,
          esploraRateLimit: { windowMs: 60_000, perIp: 2, perProject: 1_000 },
        });
        try {
          await limited.ready();
          // An address of its own: the Postgres database keeps counts across runs of the file.
          const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
          const statuses: number[] = [];
          let last: Awaited<ReturnType<typeof limited.inject>> | undefined;
          for (let i = 0; i < 3; i++) {
            last = await limited.inject({
              method: "GET",
              url: url("/blocks/tip/height"),
              remoteAddress: ip,
            });
            statuses.push(last.statusCode);
          }
          expect(statuses).toEqual([200, 200, 429]);
          expect(last?.json().code).toBe("RATE_LIMITED");
          expect(Number(last?.headers["retry-after"])).toBeGreaterThan(0);
        } finally {
          await limited.close();
        }
      });

      it("refuses an address of another network and lists regtest as supported", async () => {
        const mainnetAddress = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq";
        const refused = await balance(mainnetAddress);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().code).toBe("INVALID_ADDRESS");
        const chains = await world.app.inject({
          method: "GET",
          url: `/v1/supported-chains?projectId=${world.projectId}`,
        });
        expect(chains.json().http).toContain(BITCOIN_REGTEST);
        expect(chains.json().http).not.toContain(BITCOIN_MAINNET);
      });
    },
  );
}
