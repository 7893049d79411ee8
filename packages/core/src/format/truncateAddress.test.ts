import { describe, expect, it } from "vitest";
import { messages } from "../errors/messages.js";
import { truncateAddress } from "./truncateAddress.js";

describe("address truncation, 4 start / 6 end (behaviour §9)", () => {
  it.each([
    ["0x1234567890abcdef1234567890abcdef12abcdef", "0x1234…abcdef"],
    ["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "0x5aAe…1BeAed"],
    ["9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM", "9WzD…YtAWWM"],
    ["bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "bc1q…wf5mdq"],
    ["0x123456789012", "0x1234…789012"],
    ["0x12345678901", "0x12345678901"],
    ["12345678901", "12345678901"],
    ["123456789012", "1234…789012"],
    ["0x", "0x"],
    ["", ""],
  ])("%s → %s", (address, expected) => {
    expect(truncateAddress(address)).toBe(expected);
  });

  it("refuses a non-string", () => {
    expect(() => truncateAddress(undefined as unknown as string)).toThrow(messages.addressInvalid);
  });
});
