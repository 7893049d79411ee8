import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { addressBudgets } from "../../db/schema.js";
import {
  type BudgetLimits,
  type BudgetWindows,
  DAY_MS,
  giveBack,
  HOUR_MS,
  takeFromBudget,
} from "./budgetRule.js";

export type BudgetTake =
  | { ok: true; taken: BudgetWindows }
  | { ok: false; retryAfterSeconds: number };

/** Compare-and-set rounds before a heavily contended take gives up (and refuses). */
const MAX_ROUNDS = 8;

/**
 * Takes one use from the budget under `key`, in Postgres so that every
 * instance spends from the same budget. Read, decide with the pure rule,
 * then write only if nobody wrote in between (`version`); a lost race reads
 * again. Concurrent takes therefore never overspend.
 */
export async function takeBudget(
  db: Db,
  key: string,
  limits: BudgetLimits,
  nowMs: number,
): Promise<BudgetTake> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const [row] = await db.select().from(addressBudgets).where(eq(addressBudgets.key, key));
    const decision = takeFromBudget(row === undefined ? undefined : windowsOf(row), nowMs, limits);
    if (!decision.ok) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)) };
    }
    const values = rowOf(decision.next);
    const written =
      row === undefined
        ? await db
            .insert(addressBudgets)
            .values({ key, ...values, version: 0 })
            .onConflictDoNothing()
            .returning({ key: addressBudgets.key })
        : await db
            .update(addressBudgets)
            .set({ ...values, version: row.version + 1 })
            .where(and(eq(addressBudgets.key, key), eq(addressBudgets.version, row.version)))
            .returning({ key: addressBudgets.key });
    if (written.length === 1) return { ok: true, taken: decision.next };
  }
  return { ok: false, retryAfterSeconds: 1 };
}

/** Returns a use taken by {@link takeBudget} (e.g. the code was right after all). */
export async function returnBudget(db: Db, key: string, taken: BudgetWindows): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const [row] = await db.select().from(addressBudgets).where(eq(addressBudgets.key, key));
    if (row === undefined) return;
    const written = await db
      .update(addressBudgets)
      .set({ ...rowOf(giveBack(windowsOf(row), taken)), version: row.version + 1 })
      .where(and(eq(addressBudgets.key, key), eq(addressBudgets.version, row.version)))
      .returning({ key: addressBudgets.key });
    if (written.length === 1) return;
  }
}

/** Deletes budgets whose day ended more than an hour ago: they no longer limit anything. */
export async function pruneBudgets(db: Db, nowMs: number): Promise<void> {
  await db
    .delete(addressBudgets)
    .where(lt(addressBudgets.dayStart, new Date(nowMs - DAY_MS - HOUR_MS)));
}

function windowsOf(row: typeof addressBudgets.$inferSelect): BudgetWindows {
  return {
    hourStartMs: row.hourStart.getTime(),
    hourCount: row.hourCount,
    dayStartMs: row.dayStart.getTime(),
    dayCount: row.dayCount,
    lastAtMs: row.lastAt.getTime(),
  };
}

function rowOf(windows: BudgetWindows) {
  return {
    hourStart: new Date(windows.hourStartMs),
    hourCount: windows.hourCount,
    dayStart: new Date(windows.dayStartMs),
    dayCount: windows.dayCount,
    lastAt: new Date(windows.lastAtMs),
  };
}
