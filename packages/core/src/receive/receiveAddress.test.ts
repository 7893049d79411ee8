import { describe, expect, it } from "vitest";
import { receiveAddress } from "./receiveAddress.js";

describe("receiveAddress", () => {
  it.each([
    [
      "an EVM account: the one shown",
      { accounts: [{ address: "0xa", type: "eoa" as const }] },
      "0xa",
      "0xa",
    ],
    [
      "a Bitcoin connection: the payment account, whichever is shown",
      {
        accounts: [
          { address: "bcrt1qpay", type: "payment" as const },
          { address: "bcrt1pord", type: "ordinal" as const },
        ],
      },
      "bcrt1pord",
      "bcrt1qpay",
    ],
    ["no connection: the account shown", undefined, "So1ana", "So1ana"],
    ["nothing connected", undefined, undefined, undefined],
  ])("%s", (_name, connection, shown, expected) => {
    expect(receiveAddress(connection, shown)).toBe(expected);
  });
});
