import { describe, expect, it } from "vitest";
import { FoyerError } from "../../errors/FoyerError.js";
import { messages } from "../../errors/messages.js";
import { transactionItem as tx } from "../../testing/blockchainItems.js";
import { setupBlockchainApi } from "../../testing/blockchainSetup.js";
import { fetchTransactionPage } from "./transactionPage.js";

const ACCOUNT = "0x1111111111111111111111111111111111111111";

describe("transaction page (behaviour §4, §8)", () => {
  it("reads the first page, then the page after a cursor", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    fake.answer(
      { status: 200, body: { data: [tx("a")], next: "c1" } },
      { status: 200, body: { data: [tx("b")] } },
    );
    const request = { account: ACCOUNT, caipNetworkId: "eip155:1" };
    const first = await fetchTransactionPage(blockchain.account, request);
    expect(first.next).toBe("c1");
    const second = await fetchTransactionPage(blockchain.account, { ...request, cursor: "c1" });
    expect(second.data.map((t) => t.id)).toEqual(["b"]);
    expect(calls()[0]?.url).not.toContain("cursor=");
    expect(calls()[1]?.url).toContain("cursor=c1");
  });

  it("a failure is 'Failed to fetch transactions', an API_ERROR with the answer as cause", async () => {
    const { fake, blockchain } = setupBlockchainApi();
    fake.answer({ status: 400 });
    const error = await fetchTransactionPage(blockchain.account, {
      account: ACCOUNT,
      caipNetworkId: "eip155:1",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerError);
    expect((error as FoyerError).shortMessage).toBe(messages.transactionsFetchFailed);
    expect((error as FoyerError).category).toBe("API_ERROR");
    expect(((error as FoyerError).cause as FoyerError).shortMessage).toBe(messages.httpStatus(400));
  });

  it("'Transactions can't be fetched without an accountAddress', asking nothing", async () => {
    const { blockchain, calls } = setupBlockchainApi();
    const error = await fetchTransactionPage(blockchain.account, {
      account: "",
      caipNetworkId: "eip155:1",
    }).catch((e: unknown) => e);
    expect((error as FoyerError).shortMessage).toBe(messages.transactionsNeedAddress);
    expect(calls()).toHaveLength(0);
  });
});
