import { describe, expect, it } from "vitest";
import { messages } from "../errors/messages.js";
import { isCaipNetworkId, parseCaipAddress, parseCaipNetworkId, toCaipAddress } from "./caip.js";

describe("CAIP ids (behaviour §5)", () => {
  it.each([
    ["eip155:1", { namespace: "eip155", reference: "1" }],
    [
      "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
      { namespace: "solana", reference: "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" },
    ],
  ])("parses CAIP-2 %s", (id, expected) => {
    expect(parseCaipNetworkId(id)).toEqual(expected);
    expect(isCaipNetworkId(id)).toBe(true);
  });

  it.each(["eip155", "eip155:1:0xabc", ":1", "eip155:", ""])(
    "rejects CAIP-2 %j with the spec message",
    (id) => {
      expect(() => parseCaipNetworkId(id)).toThrow(messages.invalidCaip2);
      expect(isCaipNetworkId(id)).toBe(false);
    },
  );

  it("parses CAIP-10 and rebuilds it", () => {
    const parsed = parseCaipAddress("eip155:1:0xab5801a7d398351b8be11c439e05c5b3259aec9b");
    expect(parsed).toEqual({
      namespace: "eip155",
      reference: "1",
      address: "0xab5801a7d398351b8be11c439e05c5b3259aec9b",
    });
    expect(toCaipAddress("eip155:1", parsed.address)).toBe(
      "eip155:1:0xab5801a7d398351b8be11c439e05c5b3259aec9b",
    );
  });

  it.each(["eip155:1", "eip155:1:0xa:b", "eip155::0xa"])("rejects CAIP-10 %j", (value) => {
    expect(() => parseCaipAddress(value)).toThrow(messages.invalidCaip10);
  });
});
