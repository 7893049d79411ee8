import { describe, expect, it } from "vitest";
import { bitcoinMessages } from "../errors/bitcoinMessages.js";
import { FoyerError, userTextOf } from "../errors/FoyerError.js";
import { InvalidInputError } from "../errors/invalidInputError.js";
import { messages } from "../errors/messages.js";
import { coreText, englishOf, isCoreText } from "./coreText.js";

describe("coreText", () => {
  it.each([
    [
      "a plain text",
      coreText("addressInvalid", messages.addressInvalid),
      { key: "addressInvalid", en: "Address is invalid" },
    ],
    [
      "a text with a number",
      coreText("emailCooldown", messages.emailCooldown, 12),
      { key: "emailCooldown", args: [12], en: "Please try again after 12 seconds" },
    ],
    [
      "a text with an amount",
      coreText("bitcoinDust", bitcoinMessages.dust, "0.00000294"),
      {
        key: "bitcoinDust",
        args: ["0.00000294"],
        en: bitcoinMessages.dust("0.00000294"),
      },
    ],
  ])("%s carries its key, arguments and English", (_case, text, expected) => {
    expect(text).toEqual(expected);
    expect(isCoreText(text)).toBe(true);
    expect(englishOf(text)).toBe(expected.en);
  });

  it("leaves words without a key as they are", () => {
    expect(isCoreText("Rejected in MetaMask")).toBe(false);
    expect(englishOf("Rejected in MetaMask")).toBe("Rejected in MetaMask");
  });
});

describe("an error's text", () => {
  it("keeps the key beside the English a developer reads", () => {
    const text = coreText("emailCooldown", messages.emailCooldown, 3);
    const error = new InvalidInputError(text, { code: "EMAIL_LOGIN_COOLDOWN" });
    expect(error.text).toEqual(text);
    expect(error.shortMessage).toBe("Please try again after 3 seconds");
    expect(error.message.split("\n")[0]).toBe("Please try again after 3 seconds");
    expect(userTextOf(error)).toEqual(text);
  });

  it.each([
    ["an error only a developer meets", new FoyerError("Bad option", { code: "X" }), "Bad option"],
    ["another library's error", new Error("user rejected"), "user rejected"],
    ["a thrown string", "nope", "nope"],
  ])("%s is shown in its own words", (_case, error, shown) => {
    expect(userTextOf(error)).toBe(shown);
  });
});
