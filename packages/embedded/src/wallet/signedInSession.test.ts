import { describe, expect, it } from "vitest";
import { signedInSession, wireSiwxMessage } from "./signedInSession.js";

const ADDRESS = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const user = {
  email: "ada@example.com",
  address: ADDRESS,
  chainId: 31337,
  smartAccountDeployed: false,
  accounts: [{ address: ADDRESS, type: "EOA" as const }],
  preferredAccountType: "EOA" as const,
};
/** The message's fields, which the session keeps as its data. */
const fields = {
  accountAddress: ADDRESS,
  chainId: "eip155:31337",
  domain: "app.test",
  uri: "https://app.test/",
  version: "1",
  nonce: "abcdefgh1234",
  issuedAt: "2026-01-01T00:00:00.000Z",
  statement: "Sign in",
};
const siwxMessage = { ...fields, serializedMessage: "the text" };

describe("signedInSession", () => {
  it("takes the frame's message, text and signature as the session", () => {
    expect(
      signedInSession({ ...user, siwxMessage, message: "the text", signature: "0xsig" }),
    ).toEqual({
      data: fields,
      message: "the text",
      signature: "0xsig",
    });
  });

  it("names a numeric chain as CAIP-2", () => {
    const session = signedInSession({
      ...user,
      siwxMessage: { ...siwxMessage, chainId: 31337 },
      signature: "0xsig",
    });
    expect(session?.data.chainId).toBe("eip155:31337");
    expect(session?.message).toBe("the text");
  });

  it.each([
    ["no signature", { siwxMessage }],
    ["no message", { signature: "0xsig" }],
    [
      "no account in the message",
      { siwxMessage: { ...siwxMessage, accountAddress: undefined }, signature: "0xsig" },
    ],
    [
      "no text at all",
      { siwxMessage: { ...siwxMessage, serializedMessage: undefined }, signature: "0xsig" },
    ],
  ])("is undefined with %s (the app asks after connect)", (_, patch) => {
    expect(signedInSession({ ...user, ...patch })).toBeUndefined();
  });
});

describe("wireSiwxMessage", () => {
  it("copies resources into a plain array and leaves absent fields absent", () => {
    const fields = { domain: "a.test", uri: "https://a.test/", version: "1", nonce: "abcdefgh1" };
    expect(wireSiwxMessage(fields)).toEqual(fields);
    const resources = Object.freeze(["https://a.test/terms"]);
    expect(wireSiwxMessage({ ...fields, resources }).resources).toEqual(["https://a.test/terms"]);
  });
});
