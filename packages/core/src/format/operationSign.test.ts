import { describe, expect, it } from "vitest";
import { type OperationSign, operationSign } from "./operationSign.js";

describe("operation-type sign (behaviour §9)", () => {
  it.each<[unknown, OperationSign]>([
    ["receive", "+"],
    ["deposit", "+"],
    ["borrow", "+"],
    ["claim", "+"],
    ["withdraw", "-"],
    ["repay", "-"],
    ["burn", "-"],
    // Not in behaviour §9's lists: Foyer signs a send '-' as the counterpart of receive.
    ["send", "-"],
    ["trade", ""],
    ["approve", ""],
    ["mint", ""],
    ["execute", ""],
    ["Receive", ""],
    [undefined, ""],
  ])("%j → %j", (type, sign) => {
    expect(operationSign(type)).toBe(sign);
  });
});
