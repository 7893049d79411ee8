import { describe, expect, it } from "vitest";
import { appendLine, EMPTY_LOG_RING, LOG_BUFFER_BYTES, lineBytes, ringText } from "./logRing.js";

function fill(lines: string[], maxBytes: number) {
  return lines.reduce((ring, line) => appendLine(ring, line, maxBytes), EMPTY_LOG_RING);
}

describe("log ring buffer (behaviour §9: about 1 MB)", () => {
  it("holds 1 MiB", () => {
    expect(LOG_BUFFER_BYTES).toBe(1_048_576);
  });

  it.each<[string, number]>([
    ["", 1],
    ["abc", 4],
    ["é", 3],
    ["€", 4],
    ["🙂", 5],
  ])("%j costs %i bytes with its newline", (line, bytes) => {
    expect(lineBytes(line)).toBe(bytes);
  });

  it.each<[string, string[], number, string[]]>([
    ["keeps everything under the limit", ["aa", "bb"], 10, ["aa", "bb"]],
    ["fills exactly to the limit", ["aaaa", "bbbb"], 10, ["aaaa", "bbbb"]],
    ["drops the oldest past the limit", ["aaaa", "bbbb", "cc"], 10, ["bbbb", "cc"]],
    ["drops several to fit a big line", ["a", "b", "c", "dddddd"], 10, ["c", "dddddd"]],
    ["cuts a line larger than the buffer", ["a", "0123456789abc"], 10, ["012345…"]],
    ["counts bytes, not characters", ["éé", "éé"], 9, ["éé"]],
  ])("%s", (_name, lines, maxBytes, expected) => {
    const ring = fill(lines, maxBytes);
    expect(ring.lines).toEqual(expected);
    expect(ring.bytes).toBe(expected.reduce((sum, line) => sum + lineBytes(line), 0));
    expect(ring.bytes).toBeLessThanOrEqual(maxBytes);
  });

  it("stays within 1 MiB however much is logged, newest kept", () => {
    const line = "x".repeat(999);
    let ring = EMPTY_LOG_RING;
    for (let i = 0; i < 1100; i++) ring = appendLine(ring, `${i}${line}`);
    expect(ring.bytes).toBeLessThanOrEqual(LOG_BUFFER_BYTES);
    expect(ring.bytes).toBeGreaterThan(LOG_BUFFER_BYTES - 1100);
    expect(ring.lines.at(-1)?.startsWith("1099x")).toBe(true);
    expect(ring.lines[0]?.startsWith("1099")).toBe(false);
  });

  it("reads oldest first, one entry a line", () => {
    expect(ringText(fill(["one", "two"], 100))).toBe("one\ntwo");
  });
});
