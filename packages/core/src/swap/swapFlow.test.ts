import type { SwapQuote } from "@foyer/protocol";
import { describe, expect, it, vi } from "vitest";
import type { BuiltSwap, SwapApi } from "../api/blockchain/swapApi.js";
import { ApiError } from "../errors/apiError.js";
import { messages } from "../errors/messages.js";
import { WalletError } from "../errors/walletError.js";
import { swapToken } from "../testing/blockchainItems.js";
import { createFakeClock } from "../testing/fakeClock.js";
import { createSwapFlow, type SwapEffects, type SwapProgress } from "./swapFlow.js";
import { swapMessages } from "./swapMessages.js";

const NET = "eip155:31337";
const USER = `${NET}:0x1111111111111111111111111111111111111111`;
const ROUTER = `${NET}:0x2222222222222222222222222222222222222222`;
const ETH = swapToken("ETH", `${NET}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`, 18);
const USDC = swapToken("USDC", `${NET}:0x3333333333333333333333333333333333333333`, 6);
const FOY = swapToken("FOY", `${NET}:0x4444444444444444444444444444444444444444`, 18);

const QUOTE: SwapQuote = {
  fromAmount: "1",
  fromAccount: USDC.address,
  toAmount: "2",
  toAccount: FOY.address,
  route: [],
  priceImpact: "0.10",
  feePercent: "0.30",
  gas: "100000",
  networkFee: "1",
};

function built(gas?: string): BuiltSwap {
  return {
    tx: { from: USER, to: ROUTER, data: "0xabcd", value: "0", ...(gas ? { gas } : {}) },
    quote: {
      fromAmount: "1",
      toAmount: "2",
      toAmountMin: "1",
      route: [],
      priceImpact: "0.10",
      feePercent: "0.30",
    },
  };
}

function setup(allowance = "0") {
  const clock = createFakeClock();
  let currentAllowance = allowance;
  const api = {
    getQuotes: vi.fn(async () => ({ quotes: [QUOTE] })),
    getGasPrice: vi.fn(async () => ({ standard: "7", fast: "8", instant: "9" })),
    getAllowance: vi.fn(async () => ({ allowance: currentAllowance })),
    buildTransaction: vi.fn(async (request: { disableEstimate?: boolean }) =>
      built(request.disableEstimate ? undefined : "150000"),
    ),
    buildApprove: vi.fn(async () => ({
      tx: { from: USER, to: USDC.address, data: "0x095e", value: "0" },
    })),
    getTokens: vi.fn(),
    getFungiblePrice: vi.fn(),
  };
  const portfolio = { clear: vi.fn() };
  const flow = createSwapFlow({
    swap: api as unknown as SwapApi,
    caches: { portfolio } as never,
    clock,
  });
  flow.setUser(USER);
  const progress: SwapProgress[] = [];
  const receipts: ("success" | "reverted")[] = [];
  const sent: unknown[] = [];
  const effects: SwapEffects = {
    sendTransaction: vi.fn(async (draft) => {
      sent.push(draft);
      return `0x${String(sent.length).padStart(64, "0")}`;
    }),
    waitForReceipt: vi.fn(async () => {
      const status = receipts.shift() ?? "success";
      // The approval landing raises the allowance, as the chain would.
      if (status === "success" && sent.length === 1) currentAllowance = "1000000000";
      return status;
    }),
    onProgress: (event) => progress.push(event),
  };
  return {
    clock,
    api,
    flow,
    portfolio,
    effects,
    progress,
    receipts,
    sent,
    state: () => flow.store.getState(),
  };
}

describe("swap flow: quotes as you type", () => {
  it("quotes the fields once typing pauses, with the gas price, and keeps only the newest", async () => {
    const { clock, api, flow, state } = setup();
    flow.setFrom(USDC);
    flow.setTo(FOY);
    flow.setAmount("1");
    flow.setAmount("12");
    expect(state().quote).toMatchObject({ status: "loading" });
    await clock.advanceAsync(350);
    expect(api.getQuotes).toHaveBeenCalledTimes(1);
    expect(api.getQuotes).toHaveBeenCalledWith({
      amount: "12000000",
      userAddress: USER,
      from: USDC.address,
      to: FOY.address,
      gasPrice: "7",
    });
    expect(state().quote).toMatchObject({ status: "ready", result: QUOTE });
  });

  it("has no quote while a field is missing or unreadable, and an empty answer is 'no route'", async () => {
    const { clock, api, flow, state } = setup();
    flow.setFrom(USDC);
    flow.setAmount("1");
    expect(state().quote).toEqual({ status: "idle" });
    flow.setTo(FOY);
    flow.setAmount("1.1234567");
    expect(state().quote).toEqual({ status: "idle" });
    api.getQuotes.mockResolvedValueOnce({ quotes: [] });
    flow.setAmount("2");
    await clock.advanceAsync(350);
    expect(state().quote).toMatchObject({ status: "error", error: { code: "SWAP_NO_ROUTE" } });
  });

  it("picking the other side's token swaps the sides", () => {
    const { flow, state } = setup();
    flow.setFrom(USDC);
    flow.setTo(FOY);
    flow.setFrom(FOY);
    expect([state().from?.symbol, state().to?.symbol]).toEqual(["FOY", "USDC"]);
    flow.flip();
    expect([state().from?.symbol, state().to?.symbol]).toEqual(["USDC", "FOY"]);
  });

  it("another account starts over", () => {
    const { flow, state } = setup();
    flow.setFrom(USDC);
    flow.setAmount("3");
    flow.setUser(`${NET}:0x9999999999999999999999999999999999999999`);
    expect(state()).toMatchObject({ from: undefined, amount: "", quote: { status: "idle" } });
  });
});

describe("swap flow: review, approve, swap", () => {
  async function toPreview(from = USDC, allowance = "0") {
    const context = setup(allowance);
    context.flow.setFrom(from);
    context.flow.setTo(from === ETH ? USDC : FOY);
    context.flow.setAmount("5");
    await context.flow.review(10n ** 30n);
    return context;
  }

  it("ETH needs no allowance: the preview is built with its gas estimate", async () => {
    const { api, state } = await toPreview(ETH);
    expect(api.getAllowance).not.toHaveBeenCalled();
    expect(api.buildTransaction).toHaveBeenCalledWith(
      expect.objectContaining({
        amount: "5000000000000000000",
        disableEstimate: false,
        slippage: 1,
      }),
    );
    expect(state().step).toMatchObject({ kind: "preview", preview: { approvalNeeded: false } });
  });

  it("a token with too little allowance previews Approve, approves exactly, then swaps", async () => {
    const { api, flow, effects, sent, progress, portfolio, state } = await toPreview();
    expect(api.buildTransaction).toHaveBeenCalledWith(
      expect.objectContaining({ disableEstimate: true }),
    );
    expect(state().step).toMatchObject({ kind: "preview", preview: { approvalNeeded: true } });
    // Confirm does nothing until approved.
    await flow.confirm(effects);
    expect(sent).toHaveLength(0);

    await flow.approve(effects);
    expect(api.buildApprove).toHaveBeenCalledWith({
      userAddress: USER,
      from: USDC.address,
      to: FOY.address,
      amount: "5000000",
    });
    expect(sent[0]).toEqual({
      to: "0x3333333333333333333333333333333333333333",
      value: 0n,
      data: "0x095e",
    });
    expect(state().step).toMatchObject({ kind: "preview", preview: { approvalNeeded: false } });

    await flow.confirm(effects);
    expect(sent[1]).toEqual({
      to: "0x2222222222222222222222222222222222222222",
      value: 0n,
      data: "0xabcd",
      gas: 150_000n,
    });
    expect(progress.map((event) => event.type)).toEqual([
      "approving",
      "approved",
      "swapping",
      "swapped",
    ]);
    expect(state()).toMatchObject({
      step: { kind: "form" },
      amount: "",
      completed: 1,
      error: undefined,
    });
    expect(portfolio.clear).toHaveBeenCalled();
  });

  it("an on-chain revert says the price moved past the slippage, and the form comes back", async () => {
    const { flow, effects, receipts, state } = await toPreview(ETH);
    receipts.push("reverted");
    await flow.confirm(effects);
    expect(state().error?.code).toBe("SWAP_REVERTED");
    expect(state().error?.shortMessage).toBe(swapMessages.reverted(1));
    expect(state()).toMatchObject({ step: { kind: "form" }, amount: "5", completed: 1 });
  });

  it("a declined wallet request keeps the preview and says it was rejected", async () => {
    const { flow, effects, state } = await toPreview(ETH);
    vi.mocked(effects.sendTransaction).mockRejectedValueOnce(
      new WalletError("User rejected", { code: "USER_REJECTED" }),
    );
    await flow.confirm(effects);
    expect(state().step.kind).toBe("preview");
    expect(state().error).toMatchObject({
      code: "SWAP_REJECTED",
      shortMessage: "Transaction rejected",
    });
  });

  it("a server refusal while reviewing returns to the form with its message", async () => {
    const context = setup();
    context.api.getAllowance.mockRejectedValueOnce(
      new ApiError(messages.httpStatus(400), {
        code: "HTTP_ERROR",
        details: { status: 400, serverCode: "NO_ROUTE" },
      }),
    );
    context.flow.setFrom(USDC);
    context.flow.setTo(FOY);
    context.flow.setAmount("1");
    await context.flow.review(undefined);
    expect(context.state()).toMatchObject({
      step: { kind: "form" },
      error: { code: "SWAP_NO_ROUTE", shortMessage: swapMessages.noRoute },
    });
  });

  it("more than the balance is refused before any call", async () => {
    const { api, flow, state } = setup();
    flow.setFrom(USDC);
    flow.setTo(FOY);
    flow.setAmount("5");
    await flow.review(4_000_000n);
    expect(state().error?.shortMessage).toBe("Insufficient balance");
    expect(api.getAllowance).not.toHaveBeenCalled();
    expect(api.buildTransaction).not.toHaveBeenCalled();
  });
});

describe("swap flow: an account left mid-swap", () => {
  it("drops the wallet's late answer instead of writing it over the new account's form", async () => {
    const { flow, effects, state } = setup("0");
    flow.setFrom(ETH);
    flow.setTo(USDC);
    flow.setAmount("1");
    await flow.review(undefined);
    let release: (hash: string) => void = () => {};
    vi.mocked(effects.sendTransaction).mockImplementationOnce(
      () => new Promise((resolve) => (release = resolve)),
    );
    const confirming = flow.confirm(effects);
    flow.setUser(`${NET}:0x9999999999999999999999999999999999999999`);
    release(`0x${"1".repeat(64)}`);
    await confirming;
    expect(state()).toMatchObject({
      step: { kind: "form" },
      amount: "",
      completed: 0,
      error: undefined,
    });
  });
});
