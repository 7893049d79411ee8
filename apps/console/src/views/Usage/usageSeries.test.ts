import type { AdminUsageRow } from "@foyer/protocol";
import { splitRpcUsageKey } from "@foyer/protocol";
import { describe, expect, it } from "vitest";
import { usageSeries, usageTotals } from "./usageSeries.js";

const H0 = "2026-05-01T10:00:00.000Z";
const H1 = "2026-05-01T11:00:00.000Z";
const H2 = "2026-05-01T12:00:00.000Z";

const rows: AdminUsageRow[] = [
  { start: H0, kind: "rpc", key: "eip155:1 eth_call", count: 5 },
  { start: H0, kind: "rpc", key: "eip155:10 eth_call", count: 2 },
  { start: H2, kind: "rpc", key: "eip155:1 eth_getBalance", count: 4 },
  { start: H1, kind: "login", key: "email", count: 1 },
];

describe("usage series", () => {
  it("fills every bucket of the range and groups keys by label", () => {
    expect(
      usageSeries(rows, {
        kind: "rpc",
        bucket: "hour",
        from: H0,
        to: "2026-05-01T13:00:00.000Z",
        labelOf: (key) => splitRpcUsageKey(key).method,
      }),
    ).toEqual({
      times: [H0, H1, H2].map((t) => Date.parse(t) / 1000),
      lines: [
        { label: "eth_call", values: [7, 0, 0], total: 7 },
        { label: "eth_getBalance", values: [0, 0, 4], total: 4 },
      ],
      all: [
        { label: "eth_call", values: [7, 0, 0], total: 7 },
        { label: "eth_getBalance", values: [0, 0, 4], total: 4 },
      ],
    });
  });

  it("keeps the largest lines and sums the rest as other", () => {
    const many: AdminUsageRow[] = ["a", "b", "c", "d"].map((key, i) => ({
      start: H0,
      kind: "login",
      key,
      count: 10 - i,
    }));
    const series = usageSeries(many, { kind: "login", bucket: "hour", from: H0, to: H1, top: 2 });
    expect(series.lines.map((line) => [line.label, line.total])).toEqual([
      ["a", 10],
      ["b", 9],
      ["other", 15],
    ]);
    // The table lists each of them: nothing a person looks for hides in "other".
    expect(series.all.map((line) => [line.label, line.total])).toEqual([
      ["a", 10],
      ["b", 9],
      ["c", 8],
      ["d", 7],
    ]);
  });

  it("totals one kind's keys, largest first", () => {
    expect(usageTotals(rows, "rpc")).toEqual([
      { key: "eip155:1 eth_call", count: 5 },
      { key: "eip155:1 eth_getBalance", count: 4 },
      { key: "eip155:10 eth_call", count: 2 },
    ]);
  });
});
