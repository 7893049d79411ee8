import { describe, expect, it } from "vitest";
import { previewCallOf, swapPreviewCalls } from "./previewCalls.js";

const ROUTER = "0x3333333333333333333333333333333333333333";
const TOKEN = "0x2222222222222222222222222222222222222222";

describe("previewCallOf", () => {
  it.each([
    ["a native send", { to: ROUTER, value: 5n }, { to: ROUTER, value: 5n }],
    [
      "an ERC-20 transfer",
      { to: TOKEN, value: 0n, data: "0xa9059cbb" as const, gas: 1n },
      { to: TOKEN, value: 0n, data: "0xa9059cbb" },
    ],
  ])("%s: target, value, calldata only", (_name, draft, call) => {
    expect(previewCallOf(draft)).toEqual(call);
  });
});

describe("swapPreviewCalls", () => {
  const swap = { from: "u", to: `eip155:1:${ROUTER}`, data: "0x38ed1739", value: "0" };
  const approval = { from: "u", to: TOKEN, data: "0x095ea7b3", value: "0" };

  it("the swap alone once the router may spend the token (CAIP-10 target read as its address)", () => {
    expect(swapPreviewCalls(swap, undefined)).toEqual([
      { to: ROUTER, value: 0n, data: "0x38ed1739" },
    ]);
  });

  it("the approval first, then the swap, while the router still needs approving", () => {
    expect(swapPreviewCalls({ ...swap, data: "0x", value: "7" }, approval)).toEqual([
      { to: TOKEN, value: 0n, data: "0x095ea7b3" },
      { to: ROUTER, value: 7n },
    ]);
  });
});
