import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { announceHistoryChange } from "../blockchain/historyChanges.js";
import type { Db } from "../db/database.js";
import { type OnrampOrderRow, onrampOrders } from "../db/schema.js";

export type NewOrder = Omit<
  OnrampOrderRow,
  "status" | "cardLast4" | "txHash" | "failure" | "createdAt" | "updatedAt"
>;

/** The purchases of one order table; every state change is conditional on the state before. */
export interface OrderStore {
  create(order: NewOrder): Promise<OnrampOrderRow>;
  get(id: string): Promise<OnrampOrderRow | undefined>;
  /**
   * created → paid, once: the caller that gets the row back is the one that settles it; a
   * second submit of the same checkout gets undefined and shows the order as it is.
   */
  claimPayment(id: string, cardLast4: string): Promise<OnrampOrderRow | undefined>;
  /** Records the delivery transaction of a paid order. */
  recordDelivery(id: string, txHash: string): Promise<void>;
  /** paid → completed or failed (with why); no-op for an order already past paid. */
  finish(id: string, outcome: { ok: true } | { ok: false; failure: string }): Promise<void>;
  /** Completed deliveries among these transaction hashes, for history labelling. */
  deliveriesAmong(
    chainId: string,
    destination: string,
    hashes: readonly string[],
  ): Promise<{ txHash: string; provider: string }[]>;
  /** The destination's delivered purchases on a network, newest first (at most `limit`). */
  deliveredTo(
    chainId: string,
    destination: string,
    provider: string,
    limit: number,
  ): Promise<string[]>;
}

export function createOrderStore(db: Db): OrderStore {
  const t = onrampOrders;
  return {
    async create(order) {
      const [row] = await db
        .insert(t)
        .values({ ...order, destination: order.destination.toLowerCase() })
        .returning();
      if (row === undefined) throw new Error("inserting an onramp order returned no row");
      return row;
    },
    async get(id) {
      const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
      return row;
    },
    async claimPayment(id, cardLast4) {
      const [row] = await db
        .update(t)
        .set({ status: "paid", cardLast4, updatedAt: sql`now()` })
        .where(and(eq(t.id, id), eq(t.status, "created")))
        .returning();
      return row;
    },
    async recordDelivery(id, txHash) {
      const recorded = await db
        .update(t)
        .set({ txHash: txHash.toLowerCase(), updatedAt: sql`now()` })
        .where(and(eq(t.id, id), eq(t.status, "paid")))
        .returning({ chainId: t.chainId });
      // The delivery turns a receive in the buyer's history into a deposit.
      for (const { chainId } of recorded) await announceHistoryChange(db, chainId);
    },
    async finish(id, outcome) {
      await db
        .update(t)
        .set(
          outcome.ok
            ? { status: "completed", updatedAt: sql`now()` }
            : { status: "failed", failure: outcome.failure, updatedAt: sql`now()` },
        )
        .where(and(eq(t.id, id), eq(t.status, "paid")));
    },
    async deliveriesAmong(chainId, destination, hashes) {
      if (hashes.length === 0) return [];
      const rows = await db
        .select({ txHash: t.txHash, provider: t.provider })
        .from(t)
        .where(
          and(
            eq(t.chainId, chainId),
            eq(t.destination, destination.toLowerCase()),
            eq(t.status, "completed"),
            inArray(
              t.txHash,
              hashes.map((hash) => hash.toLowerCase()),
            ),
          ),
        );
      return rows.flatMap((row) =>
        row.txHash === null ? [] : [{ txHash: row.txHash, provider: row.provider }],
      );
    },
    async deliveredTo(chainId, destination, provider, limit) {
      const rows = await db
        .select({ txHash: t.txHash })
        .from(t)
        .where(
          and(
            eq(t.chainId, chainId),
            eq(t.destination, destination.toLowerCase()),
            eq(t.provider, provider),
            eq(t.status, "completed"),
          ),
        )
        .orderBy(desc(t.createdAt))
        .limit(limit);
      return rows.flatMap((row) => (row.txHash === null ? [] : [row.txHash]));
    },
  };
}
