import { describe, expect, it } from "vitest";
import type { AdapterBalance, TransactionSubmission } from "../../adapter/ChainAdapter.js";
import type { TokenBalancesRefreshed } from "../../api/blockchain/tokenBalanceLoader.js";
import { tokenBalanceItem } from "../../testing/blockchainItems.js";
import { createFakeFetch } from "../../testing/fakeFetch.js";
import { settle, setupFoyer } from "../../testing/setupFoyer.js";

const HASH = `0x${"ab".repeat(32)}`;
const sent: TransactionSubmission = {
  connectorId: "metamask",
  caipNetworkId: "eip155:1",
  kind: "transaction",
  hash: HASH,
};

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** An instance whose wallet answers balances as scripted and is mined when the test says so. */
async function connected() {
  const fake = createFakeFetch();
  fake.route("/v1/supported-chains", { status: 200, body: { http: ["eip155:1"] } });
  fake.route("/v1/account/0xmetamask/balance", {
    status: 200,
    body: {
      balances: [tokenBalanceItem()],
    },
  });
  const setup = setupFoyer({ server: { baseUrl: "http://127.0.0.1:8787", fetch: fake.fetch } });
  const { adapter } = setup;
  let next: () => Promise<AdapterBalance> = async () => ({ balance: "2", symbol: "ETH" });
  const reads: string[] = [];
  adapter.getBalance = async ({ address }) => {
    reads.push(address);
    return next();
  };
  const mined = deferred<void>();
  const waited: TransactionSubmission[] = [];
  adapter.waitForTransaction = async (submission) => {
    waited.push(submission);
    await mined.promise;
  };
  await setup.foyer.connect("metamask");
  await settle();
  return {
    ...setup,
    fake,
    reads,
    waited,
    mined,
    answerBalance: (answer: () => Promise<AdapterBalance>) => {
      next = answer;
    },
    balanceRequests: () => fake.requests.filter((r) => r.url.includes("/balance")),
  };
}

describe("a transaction of the account was mined → balances refreshed, forced", () => {
  it("reads the native balance again once mined, past the 30 s cache", async () => {
    const t = await connected();
    expect(t.foyer.stores.accounts.get("eip155").balance).toBe("2");
    t.answerBalance(async () => ({ balance: "1.5", symbol: "ETH" }));

    t.adapter.emit("transactionSent", { submission: sent });
    await expect.poll(() => t.waited).toEqual([sent]);
    // Not mined yet: nothing is asked, and the cache would still answer "2".
    expect(t.reads).toHaveLength(1);

    t.mined.resolve();
    await expect.poll(() => t.foyer.stores.accounts.get("eip155").balance).toBe("1.5");
    expect(t.reads).toHaveLength(2);
  });

  it("asks the server for token balances with forceUpdate and hands them to the loader's listeners", async () => {
    const t = await connected();
    const data = await t.foyer.services?.accountData();
    const heard: TokenBalancesRefreshed[] = [];
    data?.tokenBalances.onRefreshed((update) => heard.push(update));
    // A view read the balances before: the client's 30 s cache holds them.
    await data?.tokenBalances.load({ address: "0xmetamask", caipNetworkId: "eip155:1" });
    expect(t.balanceRequests()).toHaveLength(1);

    t.adapter.emit("transactionSent", { submission: sent });
    t.mined.resolve();
    await expect.poll(() => heard).toHaveLength(1);
    expect(t.balanceRequests()).toHaveLength(2);
    expect(t.balanceRequests()[1]?.url).toContain("forceUpdate=true");
    expect(heard[0]).toMatchObject({ address: "0xmetamask", caipNetworkId: "eip155:1" });
    expect(heard[0]?.balances.map((b) => b.symbol)).toEqual(["ETH"]);
  });

  it("follows the modal's send too, once even when the adapter reports the same hash", async () => {
    const t = await connected();
    t.adapter.sendTransaction = async () => HASH;
    t.answerBalance(async () => ({ balance: "1.25", symbol: "ETH" }));
    const hash = await t.foyer.sendTransaction({ to: "0xreceiver", value: 1n });
    expect(hash).toBe(HASH);
    await expect.poll(() => t.waited).toHaveLength(1);
    t.adapter.emit("transactionSent", { submission: sent });
    t.mined.resolve();
    await expect.poll(() => t.foyer.stores.accounts.get("eip155").balance).toBe("1.25");
    // One wait and one read for the one transaction, however many reported it.
    expect(t.waited).toHaveLength(1);
    expect(t.reads).toHaveLength(2);
  });

  it("drops a late balance answer once another account is active", async () => {
    const t = await connected();
    const late = deferred<AdapterBalance>();
    t.answerBalance(() => late.promise);
    t.adapter.emit("transactionSent", { submission: sent });
    t.mined.resolve();
    await expect.poll(() => t.reads).toHaveLength(2);

    // The wallet moves to another account while the old one's balance is on its way.
    t.answerBalance(async () => ({ balance: "7", symbol: "ETH" }));
    t.adapter.emit("accountsChanged", {
      connectorId: "metamask",
      accounts: [{ address: "0xother", type: "eoa" }],
    });
    await expect.poll(() => t.foyer.stores.accounts.get("eip155").balance).toBe("7");
    late.resolve({ balance: "0.1", symbol: "ETH" });
    await settle();
    expect(t.foyer.stores.accounts.get("eip155")).toMatchObject({
      address: "0xother",
      balance: "7",
    });
  });

  it("refreshes nothing when the account changed before the transaction was mined", async () => {
    const t = await connected();
    t.adapter.emit("transactionSent", { submission: sent });
    await expect.poll(() => t.waited).toHaveLength(1);
    t.adapter.emit("accountsChanged", {
      connectorId: "metamask",
      accounts: [{ address: "0xother", type: "eoa" }],
    });
    await settle();
    const readsBefore = t.reads.length;
    const serverBefore = t.balanceRequests().length;
    t.mined.resolve();
    await settle();
    await settle();
    expect(t.reads).toHaveLength(readsBefore);
    expect(t.balanceRequests()).toHaveLength(serverBefore);
  });

  it("still refreshes when the wait fails, and reports the failure", async () => {
    const t = await connected();
    const failure = new Error("no receipt within the time limit");
    t.adapter.waitForTransaction = async () => {
      throw failure;
    };
    const reported: unknown[] = [];
    t.foyer.destroy();
    const again = setupFoyer(
      { errorReporter: { report: (error) => reported.push(error) } },
      { adapter: t.adapter },
    );
    await again.foyer.connect("metamask");
    await settle();
    const readsBefore = t.reads.length;
    t.answerBalance(async () => ({ balance: "0.5", symbol: "ETH" }));
    t.adapter.emit("transactionSent", { submission: sent });
    await expect.poll(() => again.foyer.stores.accounts.get("eip155").balance).toBe("0.5");
    expect(t.reads.length).toBe(readsBefore + 1);
    expect(reported).toHaveLength(1);
  });
});
