import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { DEVNET_CHAIN_ID } from "../src/config.js";
import { chainTransfers, indexerCursors } from "../src/db/schema.js";
import { type ChainActions, chainActions, eventually } from "./support/chainActions.js";
import { createDevnetApp } from "./support/devnet.js";
import { describeDevnetWorld } from "./support/devnetWorld.js";

interface Tx {
  id: string;
  metadata: {
    operationType: string;
    sentFrom: string;
    sentTo: string;
    minedAt: string;
    chain: string;
    status: string;
  };
  transfers: {
    direction: string;
    quantity: { numeric: string };
    fungible_info?: { symbol: string; icon: { url: string } };
    nft_info?: { name: string; content: { preview: { url: string } } };
    value?: number;
  }[];
}
interface Page {
  data: Tx[];
  next?: string;
}

describeDevnetWorld(
  "history + indexer against a started devnet",
  // History pages are kept far longer than any test waits: every newly indexed
  // transaction below is seen only because the indexer's announcement drops them.
  { indexer: true, historyCacheTtlMs: 600_000 },
  (world, driver) => {
    let actions: ChainActions;
    beforeAll(() => {
      actions = chainActions(world.devnet);
    });

    const history = async (account: string, query = ""): Promise<Page> => {
      const response = await world.app.inject({
        method: "GET",
        url: `/v1/account/${account}/history?chainId=${DEVNET_CHAIN_ID}&projectId=${world.projectId}${query}`,
      });
      expect(response.statusCode).toBe(200);
      return response.json() as Page;
    };
    const historyOf = async (index: number, query = "") => history(actions.address(index), query);
    /** Waits until the indexer has stored every hash in `present` and none in `absent`. */
    const indexed = (account: number, present: string[], absent: string[] = []) =>
      eventually(async () => {
        const ids = (await historyOf(account, "&limit=100")).data.map((tx) => tx.id);
        return present.every((hash) => ids.includes(hash)) &&
          absent.every((hash) => !ids.includes(hash))
          ? ids
          : undefined;
      });

    it("shows an ETH and a USDC send newest first, out for the sender and in for the receiver", async () => {
      const receiver = actions.address(1);
      const ethHash = await actions.sendEth(0, receiver, "1.5");
      const usdcHash = await actions.sendUsdc(0, receiver, "25");
      await indexed(1, [ethHash, usdcHash]);

      const received = await historyOf(1);
      expect(received.data.slice(0, 2).map((tx) => tx.id)).toEqual([usdcHash, ethHash]);
      const [usdcIn, ethIn] = received.data;
      expect(usdcIn?.metadata).toMatchObject({
        chain: DEVNET_CHAIN_ID,
        operationType: "receive",
        status: "confirmed",
        // Who paid and who got it, not the token contract the send called.
        sentFrom: actions.address(0),
        sentTo: receiver,
      });
      expect(new Date(usdcIn?.metadata.minedAt ?? "").toISOString()).toBe(usdcIn?.metadata.minedAt);
      expect(usdcIn?.transfers).toEqual([
        expect.objectContaining({
          direction: "in",
          quantity: { numeric: "25" },
          fungible_info: expect.objectContaining({ name: "USD Coin", symbol: "USDC" }),
          value: 25,
          price: 1,
        }),
      ]);
      expect(ethIn?.metadata).toMatchObject({ operationType: "receive", sentTo: receiver });
      expect(ethIn?.transfers).toEqual([
        expect.objectContaining({
          direction: "in",
          quantity: { numeric: "1.5" },
          fungible_info: expect.objectContaining({ symbol: "ETH" }),
        }),
      ]);

      const sent = await historyOf(0);
      expect(
        sent.data
          .slice(0, 2)
          .map((tx) => [tx.id, tx.metadata.operationType, tx.transfers[0]?.direction]),
      ).toEqual([
        [usdcHash, "send", "out"],
        [ethHash, "send", "out"],
      ]);
    });

    it("includes the devnet's seeded history (funding and NFT mints)", async () => {
      const all = await historyOf(1, "&limit=100");
      const nft = all.data.find((tx) =>
        tx.transfers.some((transfer) => transfer.nft_info !== undefined),
      );
      expect(nft?.transfers[0]?.nft_info?.name).toMatch(/^Foyer Sample #\d+$/);
      expect(nft?.transfers[0]?.nft_info?.content.preview.url).toMatch(
        /^data:image\/svg\+xml;base64,/,
      );
      expect(
        all.data.some((tx) => tx.transfers.some((t) => t.fungible_info?.symbol === "FOY")),
      ).toBe(true);
    });

    it("pages with next until the last page, which has none", async () => {
      const all = (await historyOf(1, "&limit=100")).data.map((tx) => tx.id);
      expect(all.length).toBeGreaterThan(2);
      const paged: string[] = [];
      let page = await historyOf(1, "&limit=2");
      for (;;) {
        paged.push(...page.data.map((tx) => tx.id));
        if (page.next === undefined) break;
        expect(page.data).toHaveLength(2);
        page = await historyOf(1, `&limit=2&cursor=${encodeURIComponent(page.next)}`);
      }
      expect(paged).toEqual(all);
      expect("next" in page).toBe(false);
    });

    it("rejects bad input with 400 and answers unsupported networks empty", async () => {
      const bad = (query: string, account: string = actions.address(1)) =>
        world.app.inject({
          method: "GET",
          url: `/v1/account/${account}/history?projectId=${world.projectId}${query}`,
        });
      expect((await bad(`&chainId=${DEVNET_CHAIN_ID}`, "nope")).statusCode).toBe(400);
      expect((await bad("")).json()).toMatchObject({ code: "INVALID_CHAIN_ID" });
      expect((await bad(`&chainId=${DEVNET_CHAIN_ID}&cursor=abc`)).json()).toMatchObject({
        code: "INVALID_CURSOR",
      });
      expect((await bad(`&chainId=${DEVNET_CHAIN_ID}&limit=0`)).statusCode).toBe(400);
      const other = await bad("&chainId=eip155:5");
      expect(other.statusCode).toBe(200);
      expect(other.json()).toEqual({ data: [] });
    });

    it("rewinds past a reorg: a reverted transfer disappears, the new fork's appears", async () => {
      const target = actions.address(2);
      const snapshot = await actions.snapshot();
      const orphaned = await actions.sendEth(0, target, "0.7");
      await indexed(2, [orphaned]);

      await actions.revert(snapshot);
      const replacement = await actions.sendEth(0, target, "0.3");
      // Make the new fork longer than the old one, as a real reorg would be.
      await actions.mine(2);
      await indexed(2, [replacement], [orphaned]);

      const rows = await world.database.db
        .select()
        .from(chainTransfers)
        .where(
          and(eq(chainTransfers.chainId, DEVNET_CHAIN_ID), eq(chainTransfers.txHash, orphaned)),
        );
      expect(rows).toEqual([]);
      const [tx] = (await historyOf(2)).data;
      expect(tx?.transfers[0]?.quantity.numeric).toBe("0.3");
    });

    it("resumes from its cursor after a restart", async () => {
      const [before] = await world.database.db
        .select()
        .from(indexerCursors)
        .where(eq(indexerCursors.chainId, DEVNET_CHAIN_ID));
      expect(before).toBeDefined();
      await world.app.close();

      // A marker only a resumed indexer keeps: starting over would delete the chain's rows.
      const marker = `0x${"ab".repeat(32)}`;
      const [known] = await world.database.db
        .select()
        .from(chainTransfers)
        .where(eq(chainTransfers.chainId, DEVNET_CHAIN_ID))
        .limit(1);
      if (known === undefined) throw new Error("nothing indexed yet");
      await world.database.db.insert(chainTransfers).values({ ...known, txHash: marker });

      const whileDown = await actions.sendEth(0, actions.address(3), "0.25");
      // History pages are kept far longer than any test waits: every newly indexed
      // transaction below is seen only because the indexer's announcement drops them.
      world.app = await createDevnetApp(world.database, world.devnet, {
        indexer: true,
        env: world.env,
        historyCacheTtlMs: 600_000,
      });
      await indexed(3, [whileDown]);

      const markerRows = await world.database.db
        .select()
        .from(chainTransfers)
        .where(and(eq(chainTransfers.chainId, DEVNET_CHAIN_ID), eq(chainTransfers.txHash, marker)));
      expect(markerRows).toHaveLength(1);
      const [after] = await world.database.db
        .select()
        .from(indexerCursors)
        .where(eq(indexerCursors.chainId, DEVNET_CHAIN_ID));
      expect(after?.blockNumber).toBeGreaterThan(before?.blockNumber ?? 0);
      await world.database.db.delete(chainTransfers).where(eq(chainTransfers.txHash, marker));
    });

    it.skipIf(driver.name !== "postgres")(
      "lets only one instance index (advisory lock)",
      async () => {
        const standby = await createDevnetApp(world.database, world.devnet, {
          indexer: true,
          env: world.env,
        });
        try {
          await eventually(async () => (world.app.indexer?.isLeader() ? true : undefined));
          await new Promise((resolve) => setTimeout(resolve, 500));
          expect(standby.indexer?.isLeader()).toBe(false);
          await world.app.close();
          await eventually(async () => (standby.indexer?.isLeader() ? true : undefined));
        } finally {
          await standby.close();
        }
      },
    );
  },
);
