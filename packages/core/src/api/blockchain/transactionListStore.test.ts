import { describe, expect, it } from "vitest";
import { FoyerError } from "../../errors/FoyerError.js";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import { setupBlockchainApi } from "../../testing/blockchainSetup.js";
import { flush } from "../../testing/fakeFetch.js";
import { createTransactionListStore } from "./transactionListStore.js";

const ACCOUNT = "0x1111111111111111111111111111111111111111";
const tx = (id: string) => ({
  id,
  metadata: {
    minedAt: "",
    chain: "eip155:1",
    operationType: "send",
    status: "confirmed",
    sentFrom: "",
    sentTo: "",
  },
  transfers: [],
});

function setup() {
  const env = setupBlockchainApi();
  return { ...env, list: createTransactionListStore(env.blockchain.account) };
}

describe("transaction list store (behaviour §4, §8)", () => {
  it("loads pages with the previous cursor and appends", async () => {
    const { fake, list, calls } = setup();
    fake.answer(
      { status: 200, body: { data: [tx("a")], next: "c1" } },
      { status: 200, body: { data: [tx("b")] } },
    );
    await list.fetchNext({ account: ACCOUNT, caipNetworkId: "eip155:1" });
    expect(list.getState().next).toBe("c1");
    await list.fetchNext({ account: ACCOUNT, caipNetworkId: "eip155:1" });
    expect(list.getState().transactions.map((t) => t.id)).toEqual(["a", "b"]);
    expect(list.getState().next).toBeUndefined();
    expect(calls()[1]?.url).toContain("cursor=c1");
  });

  it("is loading while the request is out", async () => {
    const { list } = setup();
    const pending = list.fetchNext({ account: ACCOUNT, caipNetworkId: "eip155:1" });
    expect(list.getState().loading).toBe(true);
    await pending;
    expect(list.getState().loading).toBe(false);
  });

  it("a failure empties the list, clears the cursor and returns an API_ERROR", async () => {
    const { fake, list } = setup();
    fake.answer({ status: 200, body: { data: [tx("a")], next: "c1" } }, { status: 500 });
    await list.fetchNext({ account: ACCOUNT, caipNetworkId: "eip155:1" });
    const error = await list.fetchNext({ account: ACCOUNT, caipNetworkId: "eip155:1" });
    expect(list.getState()).toMatchObject({
      transactions: [],
      next: undefined,
      error: coreText("transactionsFetchFailed", messages.transactionsFetchFailed),
    });
    expect(error?.shortMessage).toBe(messages.transactionsFetchFailed);
    expect(error?.category).toBe("API_ERROR");
  });

  it("'Transactions can't be fetched without an accountAddress'", async () => {
    const { list } = setup();
    const error = await list
      .fetchNext({ account: "", caipNetworkId: "eip155:1" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerError);
    expect((error as FoyerError).shortMessage).toBe(messages.transactionsNeedAddress);
  });

  it("an answer arriving after reset is dropped", async () => {
    const { fake, list } = setup();
    fake.answer({ status: 200, body: { data: [tx("a")] } });
    const pending = list.fetchNext({ account: ACCOUNT, caipNetworkId: "eip155:1" });
    list.reset();
    await flush();
    await pending;
    expect(list.getState().transactions).toEqual([]);
  });
});
