import { encodeErc20Transfer, messages, truncateAddress } from "@foyer/core/internal";
import { tokenBalanceItem } from "@foyer/core/testing";
import { act, fireEvent, render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { previewEn } from "../../i18n/previewEn.js";
import { walletEn } from "../../i18n/walletEn.js";
import { FoyerProvider } from "../../provider/FoyerProvider.js";
import {
  nameRecord,
  RECEIVER,
  sampleBalances,
  setupWalletFoyer,
  USDC,
} from "../../testing/blockchainServer.js";
import { LONG_ADDRESS, modal } from "../../testing/renderFoyer.js";
import { checkSend } from "./sendValidation.js";

async function openSend(setup = setupWalletFoyer(), { afterTokensLoaded = false } = {}) {
  render(<FoyerProvider foyer={setup.foyer} />);
  await act(() => setup.foyer.connect("metamask"));
  act(() => setup.foyer.open());
  if (afterTokensLoaded) {
    // On a slow machine Send can be clicked before the Tokens tab has asked for anything.
    await waitFor(() => expect(balanceCalls(setup)).toHaveLength(1));
    await waitFor(() =>
      expect(modal().queryByRole("status", { name: walletEn.loadingTokens })).toBeNull(),
    );
  }
  fireEvent.click(await waitFor(() => modal().getByRole("button", { name: walletEn.send })));
  await waitFor(() => expect(modal().getByLabelText(walletEn.receiver)).toBeTruthy());
  return setup;
}

const balanceCalls = (setup: ReturnType<typeof setupWalletFoyer>) =>
  setup.server.requests.filter((r) => r.pathname.endsWith("/balance"));

function fill(fields: { token?: string; amount?: string; receiver?: string }) {
  const ui = modal();
  if (fields.token !== undefined) {
    const select = ui.getByLabelText(walletEn.token) as HTMLSelectElement;
    const option = [...select.options].find((o) => o.textContent?.startsWith(`${fields.token} `));
    fireEvent.change(select, { target: { value: option?.value ?? "" } });
  }
  if (fields.amount !== undefined) {
    fireEvent.change(ui.getByLabelText(walletEn.amount), { target: { value: fields.amount } });
  }
  if (fields.receiver !== undefined) {
    fireEvent.change(ui.getByLabelText(walletEn.receiver), { target: { value: fields.receiver } });
  }
}

const previewButton = () => modal().getByRole("button", { name: walletEn.preview });
const alertText = async () => (await waitFor(() => modal().getByRole("alert"))).textContent;

async function previewAndConfirm(setup: ReturnType<typeof setupWalletFoyer>) {
  fireEvent.click(previewButton());
  await waitFor(() => expect(modal().getByTestId("send-fee").textContent).toBe("<0.001 ETH"));
  fireEvent.click(modal().getByRole("button", { name: walletEn.confirm }));
  await waitFor(() => expect(setup.sent).toHaveLength(1));
}

describe("Send view", () => {
  it("opens from Account when the send feature is on", async () => {
    const setup = await openSend();
    expect(setup.foyer.stores.router.current().view).toBe("WalletSend");
  });

  it("hides the Send button when the feature is off", async () => {
    const setup = setupWalletFoyer();
    act(() =>
      setup.foyer.stores.features.setState({
        features: { ...setup.foyer.stores.features.getState().features, send: false },
      }),
    );
    render(<FoyerProvider foyer={setup.foyer} />);
    await act(() => setup.foyer.connect("metamask"));
    act(() => setup.foyer.open());
    await waitFor(() => expect(modal().getByRole("tablist")).toBeTruthy());
    expect(modal().queryByRole("button", { name: walletEn.send })).toBeNull();
  });

  it("starts on the native token once the balances are in", async () => {
    await openSend();
    const select = modal().getByLabelText(walletEn.token) as HTMLSelectElement;
    await waitFor(() => expect(select.selectedOptions[0]?.textContent).toBe("ETH · Ether"));
    expect(modal().getByText(walletEn.available("1.500", "ETH"))).toBeTruthy();
  });

  it("says an amount and receiver are required, then a token, then a valid address", async () => {
    await openSend();
    fireEvent.click(previewButton());
    expect(await alertText()).toBe("An amount and receiver address are required");
    fill({ amount: "0.01" });
    // Half the cause fixed: the message stays.
    expect(modal().getByRole("alert").textContent).toBe(
      "An amount and receiver address are required",
    );
    fill({ receiver: RECEIVER });
    // Fixed: it goes at once, before any new Preview.
    expect(modal().queryByRole("alert")).toBeNull();
    fill({ token: "" });
    fireEvent.click(previewButton());
    await waitFor(() => expect(modal().getByRole("alert").textContent).toBe("A token is required"));
    fill({ token: "ETH" });
    expect(modal().queryByRole("alert")).toBeNull();
    fill({ receiver: "0x1234" });
    fireEvent.click(previewButton());
    await waitFor(() =>
      expect(modal().getByRole("alert").textContent).toBe(messages.addressInvalid),
    );
  });

  it("offers only tokens with decimals, and Max fills an ERC-20 token's whole balance", async () => {
    await openSend();
    const select = modal().getByLabelText(walletEn.token) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      walletEn.chooseToken,
      "ETH · Ether",
      "FUSD · Foyer USD",
    ]);
    fill({ token: "FUSD" });
    fireEvent.click(modal().getByRole("button", { name: walletEn.max }));
    // The balance as an exact amount: 1234.5650 FUSD.
    expect((modal().getByLabelText(walletEn.amount) as HTMLInputElement).value).toBe("1234.565");
  });

  it("returns to Account after an embedded wallet's approval view replaced Send while it waited", async () => {
    const setup = await openSend();
    const router = setup.foyer.stores.router;
    // What core does for an embedded wallet: ApproveTransaction over Send, popped on approval.
    setup.wallet.sendResult = async () => {
      act(() =>
        router.push({ view: "ApproveTransaction", params: { request: "sendTransaction" } }),
      );
      await waitFor(() => expect(modal().queryByLabelText(walletEn.receiver)).toBeNull());
      act(() => {
        router.goBack();
      });
      return `0x${"cd".repeat(32)}`;
    };
    fill({ token: "ETH", amount: "0.01", receiver: RECEIVER });
    await previewAndConfirm(setup);
    await waitFor(() => expect(router.current().view).toBe("Account"));
  });

  it("sends native ETH as the value, toasts the short hash, resets and returns to Account", async () => {
    const setup = await openSend();
    fill({ token: "ETH", amount: "0.01", receiver: RECEIVER });
    fireEvent.click(previewButton());
    expect((await waitFor(() => modal().getByTestId("send-amount"))).textContent).toBe("0.010 ETH");
    await waitFor(() => expect(modal().getByTestId("send-fee").textContent).toBe("<0.001 ETH"));
    expect(setup.foyer.stores.toast.getState().open).toBe(false);
    fireEvent.click(modal().getByRole("button", { name: walletEn.confirm }));
    await waitFor(() => expect(setup.sent).toHaveLength(1));
    expect(setup.sent[0]).toMatchObject({
      connectorId: "metamask",
      from: "0x1234567890abcdef1234567890abcdef12abcdef",
      to: RECEIVER,
      value: 10_000_000_000_000_000n,
    });
    expect(setup.sent[0]?.data).toBeUndefined();
    await waitFor(() => expect(setup.foyer.stores.router.current().view).toBe("Account"));
    // The loading toast was open, so the success toast follows the 150 ms re-show delay.
    act(() => setup.clock.advance(150));
    expect(setup.foyer.stores.toast.getState()).toMatchObject({
      open: true,
      variant: "success",
      message: "Sent 0xabab…ababab",
    });
    expect(setup.foyer.stores.router.store.getState().history).toHaveLength(1);
  });

  it("shows 'Sending…' while the wallet is asked", async () => {
    const setup = await openSend();
    let approve: (hash: string) => void = () => {};
    setup.wallet.sendResult = () => new Promise((resolve) => (approve = resolve));
    fill({ token: "ETH", amount: "0.01", receiver: RECEIVER });
    await previewAndConfirm(setup);
    expect(modal().getByRole("button", { name: walletEn.sending })).toBeTruthy();
    expect(setup.foyer.stores.toast.getState()).toMatchObject({
      variant: "loading",
      message: walletEn.sending,
    });
    await act(async () => approve("0x01"));
    await waitFor(() => expect(setup.foyer.stores.router.current().view).toBe("Account"));
  });

  it("sends an ERC-20 as transfer(to, amount) calldata to the token contract", async () => {
    const setup = await openSend();
    fill({ token: "FUSD", amount: "5", receiver: RECEIVER });
    await previewAndConfirm(setup);
    expect(setup.sent[0]).toMatchObject({
      to: USDC,
      value: 0n,
      data: encodeErc20Transfer(RECEIVER, 5_000_000n),
    });
    await waitFor(() => expect(setup.foyer.stores.router.current().view).toBe("Account"));
  });

  it("says 'Insufficient balance' for more than the token holds, before the wallet is asked", async () => {
    const setup = await openSend();
    fill({ token: "FUSD", amount: "1234.566", receiver: RECEIVER });
    fireEvent.click(previewButton());
    expect(await alertText()).toBe(walletEn.insufficientBalance);
    fill({ amount: "1234.565" });
    await previewAndConfirm(setup);
    expect(setup.sent[0]?.data).toBe(encodeErc20Transfer(RECEIVER, 1_234_565_000n));
  });

  it("checks against a fresh balance: a deposit after the Tokens tab loaded can be sent", async () => {
    const setup = setupWalletFoyer();
    // The Tokens tab sees an empty account; the deposit lands before Send opens.
    const empty = sampleBalances().map((item) =>
      item.symbol === "ETH"
        ? { ...item, value: 0, quantity: { ...item.quantity, numeric: "0" } }
        : item,
    );
    setup.server.state.balances = [empty, sampleBalances()];
    await openSend(setup, { afterTokensLoaded: true });
    const calls = balanceCalls(setup);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.searchParams.get("forceUpdate")).toBeNull();
    expect(calls[1]?.searchParams.get("forceUpdate")).toBe("true");
    fill({ token: "ETH", amount: "0.01", receiver: RECEIVER });
    await previewAndConfirm(setup);
    expect(setup.sent[0]?.value).toBe(10_000_000_000_000_000n);
  });

  it("refuses a native send that leaves no room for the fee once the estimate is known", async () => {
    const setup = await openSend();
    fill({ token: "ETH", amount: "1.5002", receiver: RECEIVER });
    fireEvent.click(previewButton());
    await waitFor(() => expect(modal().getByTestId("send-fee").textContent).toBe("<0.001 ETH"));
    expect(await alertText()).toBe(walletEn.insufficientForFee);
    const confirm = modal().getByRole("button", { name: walletEn.confirm }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    expect(setup.sent).toHaveLength(0);
    // Back to the form, a little less leaves room for the fee.
    fireEvent.click(modal().getByRole("button", { name: walletEn.edit }));
    fill({ amount: "1.5" });
    await previewAndConfirm(setup);
    expect(setup.sent[0]?.value).toBe(1_500_000_000_000_000_000n);
  });

  it("Max on the native token keeps room for twice the expected fee, and the send goes through", async () => {
    const setup = await openSend();
    fill({ token: "ETH", receiver: RECEIVER });
    fireEvent.click(modal().getByRole("button", { name: walletEn.max }));
    // 1.5002 ETH less 21,000 gas × 1 gwei × 2.
    await waitFor(() =>
      expect((modal().getByLabelText(walletEn.amount) as HTMLInputElement).value).toBe("1.500158"),
    );
    await previewAndConfirm(setup);
    expect(setup.sent[0]?.value).toBe(1_500_158_000_000_000_000n);
  });

  it("Max on the native token fills the whole balance when the gas price is unavailable", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.gasPrice = { fail: 400 };
    await openSend(setup);
    fill({ token: "ETH" });
    fireEvent.click(modal().getByRole("button", { name: walletEn.max }));
    await waitFor(() =>
      expect((modal().getByLabelText(walletEn.amount) as HTMLInputElement).value).toBe("1.5002"),
    );
  });

  it("keeps the form after a wallet rejection and says so", async () => {
    const setup = await openSend();
    setup.wallet.sendResult = async () => {
      throw Object.assign(new Error("User rejected the request."), { code: 4001 });
    };
    fill({ token: "ETH", amount: "0.01", receiver: RECEIVER });
    await previewAndConfirm(setup);
    expect(await alertText()).toBe(walletEn.transactionRejected);
    expect(setup.foyer.stores.router.current().view).toBe("WalletSend");
    expect((modal().getByLabelText(walletEn.amount) as HTMLInputElement).value).toBe("0.01");
    expect((modal().getByLabelText(walletEn.receiver) as HTMLInputElement).value).toBe(RECEIVER);
    act(() => setup.clock.advance(150));
    expect(setup.foyer.stores.toast.getState()).toMatchObject({
      variant: "error",
      message: walletEn.transactionRejected,
    });
  });
});

describe("Send to a name", () => {
  it("looks a receiver with a dot up and sends to its address", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.names.set("alice.foyer.id", nameRecord("alice.foyer.id", RECEIVER));
    await openSend(setup);
    fill({ token: "ETH", amount: "0.01", receiver: "alice.foyer.id" });
    await previewAndConfirm(setup);
    expect(setup.sent[0]?.to).toBe(RECEIVER);
  });

  it("shows the name with its address in the preview", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.names.set("alice.foyer.id", nameRecord("alice.foyer.id", RECEIVER));
    await openSend(setup);
    fill({ token: "ETH", amount: "0.01", receiver: "alice.foyer.id" });
    fireEvent.click(previewButton());
    await waitFor(() =>
      expect(modal().getByTitle(RECEIVER).textContent).toBe(
        `alice.foyer.id (${truncateAddress(RECEIVER)})`,
      ),
    );
  });

  it("an address with a name shows the name under the field and in the preview (reverse lookup)", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.names.set("bob.foyer.id", nameRecord("bob.foyer.id", RECEIVER));
    await openSend(setup);
    fill({ token: "ETH", amount: "0.01", receiver: RECEIVER });
    await waitFor(() =>
      expect(modal().getByTestId("receiver-name").textContent).toBe("bob.foyer.id"),
    );
    const reverse = setup.server.requests.find((r) =>
      r.pathname.startsWith("/v1/profile/reverse/"),
    );
    expect(reverse?.pathname.toLowerCase()).toBe(`/v1/profile/reverse/${RECEIVER.toLowerCase()}`);
    fireEvent.click(previewButton());
    await waitFor(() =>
      expect(modal().getByTitle(RECEIVER).textContent).toBe(
        `bob.foyer.id (${truncateAddress(RECEIVER)})`,
      ),
    );
    await waitFor(() => expect(modal().getByTestId("send-fee").textContent).toBe("<0.001 ETH"));
    fireEvent.click(modal().getByRole("button", { name: walletEn.confirm }));
    await waitFor(() => expect(setup.sent).toHaveLength(1));
    expect(setup.sent[0]?.to).toBe(RECEIVER);
  });

  it("an address without a name shows no name", async () => {
    const setup = setupWalletFoyer();
    await openSend(setup);
    fill({ token: "ETH", amount: "0.01", receiver: RECEIVER });
    await waitFor(() =>
      expect(setup.server.requests.some((r) => r.pathname.startsWith("/v1/profile/reverse/"))).toBe(
        true,
      ),
    );
    expect(modal().queryByTestId("receiver-name")).toBeNull();
    fireEvent.click(previewButton());
    await waitFor(() =>
      expect(modal().getByTitle(RECEIVER).textContent).toBe(truncateAddress(RECEIVER)),
    );
  });

  it("says 'Error resolving name' when the lookup fails (behaviour §8)", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.lookupFail = 400;
    await openSend(setup);
    fill({ token: "ETH", amount: "0.01", receiver: "alice.foyer.id" });
    fireEvent.click(previewButton());
    expect(await alertText()).toBe(messages.nameResolveFailed);
  });

  it("says so when the name has no address", async () => {
    await openSend();
    fill({ token: "ETH", amount: "0.01", receiver: "nobody.foyer.id" });
    fireEvent.click(previewButton());
    expect(await alertText()).toBe(walletEn.nameNotFound("nobody.foyer.id"));
  });
});

describe("checkSend", () => {
  const token = tokenBalanceItem();

  it("says 'Unsupported chain' outside eip155, solana and bip122", () => {
    const fields = { token, amount: "1", receiver: RECEIVER };
    expect(checkSend(fields, RECEIVER, "polkadot", walletEn)).toEqual({
      ok: false,
      error: "Unsupported chain",
    });
  });

  it.each([
    ["a regtest address", "bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk", true],
    ["an EVM address", RECEIVER, false],
    ["a Solana key", "FpP1nYmyUWn1QSJufy7ErJ8xAHdWkdS3ZHDbMA9r4Vzi", false],
  ])("on bip122 takes %s as the receiver: %s", (_name, receiver, ok) => {
    const btc = { ...token, symbol: "BTC", quantity: { decimals: "8", numeric: "2" } };
    const check = checkSend({ token: btc, amount: "1", receiver }, receiver, "bip122", walletEn);
    expect(check.ok ? check.draft : check.error).toEqual(
      ok ? { to: receiver, value: 100_000_000n } : walletEn.addressInvalid,
    );
  });

  it("refuses more than the token's balance, and allows all of it", () => {
    const fields = { token, amount: "1.000000000000000001", receiver: RECEIVER };
    expect(checkSend(fields, RECEIVER, "eip155", walletEn)).toEqual({
      ok: false,
      error: walletEn.insufficientBalance,
    });
    expect(checkSend({ ...fields, amount: "1" }, RECEIVER, "eip155", walletEn)).toMatchObject({
      ok: true,
      units: 1_000_000_000_000_000_000n,
    });
  });

  it("refuses an amount finer than the token's decimals", () => {
    const fields = {
      token: { ...token, quantity: { decimals: "2", numeric: "1" } },
      amount: "0.001",
      receiver: RECEIVER,
    };
    expect(checkSend(fields, RECEIVER, "eip155", walletEn)).toEqual({
      ok: false,
      error: walletEn.invalidAmount,
    });
  });

  describe("the preview of what the send does (POST /v1/transactions/preview)", () => {
    const transfer = {
      kind: "tokenTransfer",
      token: USDC,
      symbol: "FUSD",
      decimals: 6,
      to: RECEIVER,
      amount: "5000000",
    };
    const success = (amount: string) => ({
      calls: [transfer],
      simulation: {
        status: "success",
        method: "eth_simulateV1",
        changes: [{ kind: "erc20", token: USDC, symbol: "FUSD", decimals: 6, amount }],
      },
    });
    const section = () => modal().getByTestId("balance-changes");
    /** Confirm on the preview already shown, once the fee is in: the wallet is asked. */
    async function confirmShown(setup: ReturnType<typeof setupWalletFoyer>) {
      await waitFor(() => expect(modal().getByTestId("send-fee").textContent).toBe("<0.001 ETH"));
      fireEvent.click(modal().getByRole("button", { name: walletEn.confirm }));
      await waitFor(() => expect(setup.sent).toHaveLength(1));
    }

    it("shows the outgoing amount and the decoded call before the wallet is asked", async () => {
      const setup = await openSend();
      setup.server.state.preview = success("-5000000");
      fill({ token: "FUSD", amount: "5", receiver: RECEIVER });
      fireEvent.click(previewButton());
      await waitFor(() =>
        expect(modal().getByTestId("balance-change").textContent).toBe("−5 FUSD"),
      );
      expect(section().textContent).toContain(
        previewEn.doesTokenTransfer("5", "FUSD", "0x7099…79C8"),
      );
      expect(setup.server.state.previewBodies).toEqual([
        {
          chainId: "eip155:1",
          from: LONG_ADDRESS,
          calls: [{ to: USDC, value: "0x0", data: encodeErc20Transfer(RECEIVER, 5_000_000n) }],
          projectId: expect.any(String),
        },
      ]);
      expect(setup.sent).toHaveLength(0);
      await confirmShown(setup);
    });

    it.each([
      ["a server that can't preview", undefined, previewEn.couldNotSimulate],
      [
        "a network that can't simulate",
        { calls: [transfer], simulation: { status: "unavailable", reason: "no eth_simulateV1" } },
        previewEn.couldNotSimulate,
      ],
      [
        "a transfer that would revert",
        {
          calls: [transfer],
          simulation: { status: "reverted", callIndex: 0, reason: "ERC20: balance" },
        },
        previewEn.wouldFail,
      ],
      ["an answer of the wrong shape", { calls: "no" }, previewEn.couldNotSimulate],
    ])("%s: says so, and Confirm still asks the wallet", async (_name, answer, text) => {
      const setup = await openSend();
      setup.server.state.preview = answer;
      fill({ token: "FUSD", amount: "5", receiver: RECEIVER });
      fireEvent.click(previewButton());
      await waitFor(() => expect(section().textContent).toContain(text));
      expect(section().getAttribute("aria-busy")).toBe("false");
      await confirmShown(setup);
    });

    it("keeps Confirm off until a warning is marked read", async () => {
      const setup = await openSend();
      setup.server.state.preview = {
        calls: [
          {
            kind: "tokenApproval",
            token: USDC,
            symbol: "FUSD",
            decimals: 6,
            spender: RECEIVER,
            amount: "1",
            risk: "unlimited",
          },
        ],
        simulation: { status: "success", method: "eth_simulateV1", changes: [] },
      };
      fill({ token: "FUSD", amount: "5", receiver: RECEIVER });
      fireEvent.click(previewButton());
      const warning = previewEn.warnUnlimitedApproval("FUSD", "0x7099…79C8");
      await waitFor(() => expect(section().textContent).toContain(warning));
      expect(section().textContent).toContain(previewEn.noBalanceChanges);
      await waitFor(() => expect(modal().getByTestId("send-fee").textContent).toBe("<0.001 ETH"));
      const confirm = modal().getByRole("button", { name: walletEn.confirm }) as HTMLButtonElement;
      expect(confirm.disabled).toBe(true);
      fireEvent.click(modal().getByLabelText(previewEn.acknowledgeWarning));
      expect(confirm.disabled).toBe(false);
      fireEvent.click(confirm);
      await waitFor(() => expect(setup.sent).toHaveLength(1));
    });
  });
});
