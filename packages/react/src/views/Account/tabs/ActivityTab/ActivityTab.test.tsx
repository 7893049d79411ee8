import { coreText, messages } from "@foyer/core/internal";
import { base, mainnet } from "@foyer/core/testing";
import { act, fireEvent, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en } from "../../../../i18n/en.js";
import { walletEn } from "../../../../i18n/walletEn.js";
import {
  nameRecord,
  RECEIVER,
  setupWalletFoyer,
  transaction,
} from "../../../../testing/blockchainServer.js";
import { modal, openConnectedAccount } from "../../../../testing/renderFoyer.js";

async function openActivity(setup: ReturnType<typeof setupWalletFoyer>) {
  await openConnectedAccount(setup.foyer);
  fireEvent.click(modal().getByRole("tab", { name: en.activity }));
  return setup;
}

const rows = () => modal().queryAllByTestId("activity-row");

describe("Activity tab", () => {
  it("shows rows with signs, 3-decimal amounts, counterparties, short times and status", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.history.set("", {
      data: [
        transaction("t1", { operationType: "receive", minutesAgo: 5 }),
        transaction("t2", {
          operationType: "withdraw",
          minutesAgo: 180,
          symbol: "FUSD",
          numeric: "5",
        }),
        transaction("t3", { operationType: "send", minutesAgo: 60 * 24 * 2 }),
        transaction("t4", { operationType: "trade", minutesAgo: 60 * 24 * 3 }),
      ],
    });
    await openActivity(setup);
    await waitFor(() => expect(rows()).toHaveLength(4));
    const [received, withdrawn, sent, traded] = rows().map((row) => row.textContent ?? "");
    expect(received).toContain("Receive");
    expect(received).toContain("+0.012 ETH");
    expect(received).toContain("From 0x7099…dc79C8");
    expect(received).toContain("5m");
    expect(received).toContain("Confirmed");
    expect(withdrawn).toContain("-5.000 FUSD");
    expect(withdrawn).toContain("To 0x7099…dc79C8");
    expect(withdrawn).toContain("3h");
    // 'send' is signed '-' as receive's counterpart (Foyer's addition to behaviour §9).
    expect(sent).toContain("-0.012 ETH");
    expect(sent).toContain("To 0x7099…dc79C8");
    expect(sent).toContain("2d");
    // A type outside the lists implies no direction, so no sign.
    expect(traded).toContain("0.012 ETH");
    expect(traded).not.toMatch(/[+-]0\.012/);
  });

  it("names a counterparty that has an account name (reverse lookup), its address in the title", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.names.set("bob.foyer.id", nameRecord("bob.foyer.id", RECEIVER));
    setup.server.state.history.set("", {
      data: [transaction("t1", { operationType: "receive", minutesAgo: 5 })],
    });
    await openActivity(setup);
    const counterparty = await modal().findByText("From bob.foyer.id");
    expect(counterparty.getAttribute("title")).toBe(RECEIVER);
    expect(
      setup.server.requests.some(
        (url) => url.pathname === `/v1/profile/reverse/${RECEIVER.toLowerCase()}`,
      ),
    ).toBe(true);
  });

  it("drops all-spam transactions and other chains", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.history.set("", {
      data: [
        transaction("ok"),
        transaction("spam", {
          nft: { name: "Free mint", url: "https://x.test/s.png" },
          spam: true,
        }),
        transaction("base", { chain: "eip155:8453" }),
      ],
    });
    await openActivity(setup);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(modal().queryByText(/Free mint/)).toBeNull();
  });

  it("shows loading, then the empty state", async () => {
    const setup = setupWalletFoyer();
    await openActivity(setup);
    await waitFor(() => expect(modal().getByText(en.noActivity)).toBeTruthy());
  });

  it("loads the next cursor's page and stops after the last", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.history.set("", { data: [transaction("p1")], next: "c2" });
    setup.server.state.history.set("c2", { data: [transaction("p2", { minutesAgo: 90 })] });
    await openActivity(setup);
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(modal().getByRole("button", { name: walletEn.loadMore }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    const cursors = setup.server.requests
      .filter((r) => r.pathname.endsWith("/history"))
      .map((r) => r.searchParams.get("cursor"));
    expect(cursors).toEqual([null, "c2"]);
    expect(modal().queryByRole("button", { name: walletEn.loadMore })).toBeNull();
  });

  it("toasts 'Failed to fetch transactions', empties the list and clears the cursor", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.history.set("", { data: [transaction("p1")], next: "c2" });
    setup.server.state.history.set("c2", { fail: 400 });
    await openActivity(setup);
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(modal().getByRole("button", { name: walletEn.loadMore }));
    await waitFor(() =>
      expect(setup.foyer.stores.toast.getState()).toMatchObject({
        open: true,
        variant: "error",
        message: coreText("transactionsFetchFailed", messages.transactionsFetchFailed),
      }),
    );
    expect(rows()).toHaveLength(0);
    expect(modal().getByText(en.noActivity)).toBeTruthy();
    expect(modal().queryByRole("button", { name: walletEn.loadMore })).toBeNull();
  });

  it("starts over on a network change", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.history.set("", { data: [transaction("p1")] });
    await openActivity(setup);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await act(() => setup.foyer.switchNetwork("eip155:8453"));
    // Base is not served by this server: the list empties instead of showing mainnet rows.
    await waitFor(() => expect(modal().getByText(en.noActivity)).toBeTruthy());
  });

  it("links each row's status to the transaction's page on the network's explorer", async () => {
    const explorer = { name: "Etherscan", url: "https://etherscan.test" };
    const setup = setupWalletFoyer({
      networks: [{ ...mainnet, blockExplorers: { default: explorer } }, base],
    });
    setup.server.state.history.set("", { data: [transaction("0xfeed")] });
    await openActivity(setup);
    await waitFor(() => expect(rows()).toHaveLength(1));
    const link = rows()[0]?.querySelector("a");
    expect(link?.getAttribute("href")).toBe("https://etherscan.test/tx/0xfeed");
    expect(link?.getAttribute("title")).toBe(en.viewOnExplorer("Etherscan"));
    expect(link?.textContent).toBe(walletEn.status("confirmed"));
  });
});
