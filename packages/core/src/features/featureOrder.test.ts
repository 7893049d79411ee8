import { describe, expect, it } from "vitest";
import { completeOrder } from "./featureOrder.js";

describe("host order override (behaviour §9 connect order)", () => {
  const methods = ["email", "social", "wallet"] as const;
  it.each<[unknown, string[] | undefined]>([
    [
      ["wallet", "social", "email"],
      ["wallet", "social", "email"],
    ],
    [["social"], ["social", "email", "wallet"]],
    [[], ["email", "social", "wallet"]],
    [["wallet", "wallet"], undefined],
    [["sms"], undefined],
    ["wallet", undefined],
  ])("%j → %j", (order, expected) => {
    expect(completeOrder(order, methods)).toEqual(expected);
  });
});
