import type { TransactionSubmission } from "@foyer/core/internal";
import type { Config } from "@wagmi/core";
import { describe, expect, it } from "vitest";
import type { InjectedProvider } from "./discovery.js";
import { isCallsPending, waitUntilMined } from "./minedWait.js";

const FAST = { intervalMs: 1, attempts: 5 };
const HASH = `0x${"34".repeat(32)}`;

/** A wagmi config stand-in whose one chain answers receipts from a script. */
function chainWith(receipts: unknown[]) {
  const asked: unknown[] = [];
  const client = {
    request: async (args: { method: string; params: unknown }) => {
      asked.push(args);
      const next = receipts.shift();
      if (next instanceof Error) throw next;
      return next;
    },
  };
  const config = {
    chains: [{ id: 31337 }],
    getClient: () => client,
  } as unknown as Config;
  return { config, asked };
}

const transaction: TransactionSubmission = {
  connectorId: "injected",
  caipNetworkId: "eip155:31337",
  kind: "transaction",
  hash: HASH,
};
const batch: TransactionSubmission = {
  connectorId: "injected",
  caipNetworkId: "eip155:31337",
  kind: "calls",
  id: "0xbatch",
};

describe("isCallsPending (EIP-5792 wallet_getCallsStatus)", () => {
  it.each([
    [{ status: 100 }, true],
    [{ status: "PENDING" }, true],
    [null, true],
    [{ status: 200 }, false],
    [{ status: "CONFIRMED" }, false],
    [{ status: 500 }, false],
  ])("%j pending: %s", (status, pending) => {
    expect(isCallsPending(status)).toBe(pending);
  });
});

describe("waitUntilMined", () => {
  it("resolves at the first receipt, a failed look counting as not yet", async () => {
    const { config, asked } = chainWith([null, new Error("node hiccup"), { status: "0x1" }]);
    await waitUntilMined(config, undefined, transaction, FAST);
    expect(asked).toHaveLength(3);
    expect(asked[0]).toEqual({ method: "eth_getTransactionReceipt", params: [HASH] });
  });

  it("rejects once the looks run out", async () => {
    const { config } = chainWith([]);
    await expect(waitUntilMined(config, undefined, transaction, FAST)).rejects.toMatchObject({
      code: "TRANSACTION_NOT_MINED",
    });
  });

  it("refuses a chain the adapter does not read", async () => {
    const { config } = chainWith([]);
    await expect(
      waitUntilMined(config, undefined, { ...transaction, caipNetworkId: "eip155:1" }, FAST),
    ).rejects.toMatchObject({ code: "CHAIN_NOT_CONFIGURED" });
  });

  it("asks the wallet for a batch's status until it is settled", async () => {
    const statuses = [{ status: 100 }, { status: 100 }, { status: 200 }];
    const asked: unknown[] = [];
    const wallet: InjectedProvider = {
      request: async (args) => {
        asked.push(args);
        return statuses.shift();
      },
    };
    await waitUntilMined(chainWith([]).config, { getProvider: async () => wallet }, batch, FAST);
    expect(asked).toHaveLength(3);
    expect(asked[0]).toEqual({ method: "wallet_getCallsStatus", params: ["0xbatch"] });
  });
});
