import type { DecodedCall, Simulation } from "@foyer/protocol";
import { describe, expect, it } from "vitest";
import { describePreview, type PreviewMessages, shortAddress } from "./describePreview.js";

const A = "0x1111111111111111111111111111111111111111";
const B = "0x2222222222222222222222222222222222222222";

/** Messages that show their arguments, so the table reads what each call passes. */
const m: PreviewMessages = {
  failedCall: (i, r) => `call ${i}: ${r}`,
  doesNativeTransfer: (a, s, t) => `send ${a} ${s} to ${t}`,
  doesTokenTransfer: (a, s, t) => `send ${a} ${s} to ${t}`,
  doesApprove: (sp, a, s) => `approve ${sp} ${a} ${s}`,
  doesApproveUnlimited: (sp, s) => `approve ${sp} all ${s}`,
  doesSwap: (a, s, b, t) => `swap ${a} ${s} for ≥${b} ${t}`,
  doesNftTransfer: (c, id, t) => `send ${c} #${id} to ${t}`,
  doesOperatorApproval: (o, c) => `operator ${o} over ${c}`,
  doesOperatorRevoke: (o, c) => `revoke ${o} over ${c}`,
  doesWrap: (a, s) => `wrap ${a} ${s}`,
  doesUnwrap: (a, s) => `unwrap ${a} ${s}`,
  doesUnknown: (t, sel) => `call ${t} ${sel}`,
  warnUnlimitedApproval: (s, sp) => `WARN unlimited ${s} ${sp}`,
  warnApprovalAboveBalance: (s, sp) => `WARN above ${s} ${sp}`,
};
const ok = (changes: Extract<Simulation, { status: "success" }>["changes"]): Simulation => ({
  status: "success",
  method: "eth_simulateV1",
  changes,
});

describe("describePreview", () => {
  it.each<[string, Simulation, number, object]>([
    [
      "changes out and in, native, ERC-20 and NFTs",
      ok([
        { kind: "native", symbol: "ETH", decimals: 18, amount: "-1500000000000000000" },
        { kind: "erc20", token: B, symbol: "FOY", decimals: 18, amount: "2000000000000000000" },
        { kind: "erc721", token: B, collection: B, tokenId: "7", amount: "1" },
        { kind: "erc1155", token: B, collection: "Cards", tokenId: "3", amount: "-4" },
      ]),
      1,
      {
        status: "changes",
        changes: [
          { direction: "out", text: "−1.5 ETH" },
          { direction: "in", text: "+2 FOY" },
          { direction: "in", text: "+0x2222…2222 #7" },
          { direction: "out", text: "−4 × Cards #3" },
        ],
      },
    ],
    ["nothing moves", ok([]), 1, { status: "none", changes: [] }],
    [
      "a batch that reverts names the call",
      { status: "reverted", callIndex: 1, reason: "INSUFFICIENT_OUTPUT" },
      2,
      { status: "fails", detail: "call 2: INSUFFICIENT_OUTPUT" },
    ],
    [
      "one call that reverts gives the reason alone",
      { status: "reverted", callIndex: 0, reason: "nope" },
      1,
      { status: "fails", detail: "nope" },
    ],
    [
      "an upstream that can't simulate",
      { status: "unavailable", reason: "no eth_simulateV1" },
      1,
      { status: "unavailable", detail: "no eth_simulateV1" },
    ],
  ])("%s", (_name, simulation, count, expected) => {
    expect(describePreview({ calls: [], simulation }, count, m)).toMatchObject(expected);
  });

  it("no answer at all could not be simulated", () => {
    expect(describePreview(undefined, 1, m)).toEqual({
      status: "unavailable",
      changes: [],
      calls: [],
      warnings: [],
    });
  });

  it("lists each call in order, and warns of unlimited, above-balance and operator approvals", () => {
    // The same token and spender each time: what differs is the amount and its risk.
    const usdcApproval = {
      kind: "tokenApproval",
      token: B,
      symbol: "USDC",
      decimals: 6,
      spender: A,
    } as const;
    const calls: DecodedCall[] = [
      { ...usdcApproval, amount: "250000000" },
      { ...usdcApproval, amount: "9", risk: "unlimited" },
      { ...usdcApproval, amount: "9", risk: "exceedsBalance" },
      {
        kind: "swap",
        router: A,
        sell: { symbol: "USDC", decimals: 6, amount: "250000000" },
        buyAtLeast: { symbol: "FOY", decimals: 18, amount: "1250000000000000000" },
      },
      { kind: "operatorApproval", token: B, collection: B, operator: A, approved: true },
      { kind: "operatorApproval", token: B, collection: B, operator: A, approved: false },
      { kind: "nativeTransfer", to: A, symbol: "ETH", decimals: 18, amount: "1" },
      { kind: "unknown", to: A, selector: "0xdeadbeef" },
    ];
    const view = describePreview({ calls, simulation: ok([]) }, calls.length, m);
    expect(view.calls).toEqual([
      "approve 0x1111…1111 250 USDC",
      "approve 0x1111…1111 all USDC",
      "approve 0x1111…1111 0.000009 USDC",
      "swap 250 USDC for ≥1.25 FOY",
      "operator 0x1111…1111 over 0x2222…2222",
      "revoke 0x1111…1111 over 0x2222…2222",
      "send 0.000000000000000001 ETH to 0x1111…1111",
      "call 0x1111…1111 0xdeadbeef",
    ]);
    expect(view.warnings).toEqual([
      "WARN unlimited USDC 0x1111…1111",
      "WARN above USDC 0x1111…1111",
      "operator 0x1111…1111 over 0x2222…2222",
    ]);
  });

  it("shortens addresses only", () => {
    expect(shortAddress(A)).toBe("0x1111…1111");
    expect(shortAddress("Cards")).toBe("Cards");
  });
});
