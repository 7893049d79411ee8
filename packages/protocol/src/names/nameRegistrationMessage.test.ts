import { describe, expect, it } from "vitest";
import {
  formatNameRegistrationMessage,
  type NameRegistrationMessage,
  parseNameRegistrationMessage,
} from "./nameRegistrationMessage.js";

const MESSAGE: NameRegistrationMessage = {
  name: "alice.foyer.id",
  zone: "foyer.id",
  address: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  chainId: 31337,
  issuedAt: "2026-05-01T10:00:00.000Z",
  nonce: "3fA9kLm2Qx7ZpW1c",
};

const TEXT = `Register an account name

Sign this message to register the account name below for your address.

Name: alice.foyer.id
Zone: foyer.id
Address: 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266
Chain ID: 31337
Issued At: 2026-05-01T10:00:00.000Z
Nonce: 3fA9kLm2Qx7ZpW1c`;

describe("name registration message", () => {
  it("has one fixed layout", () => {
    expect(formatNameRegistrationMessage(MESSAGE)).toBe(TEXT);
  });

  it("reads back what it formats, avatar included", () => {
    expect(parseNameRegistrationMessage(TEXT)).toEqual(MESSAGE);
    const withAvatar = { ...MESSAGE, avatar: "https://example.com/a.png" };
    const text = formatNameRegistrationMessage(withAvatar);
    expect(text.endsWith("\nAvatar: https://example.com/a.png")).toBe(true);
    expect(parseNameRegistrationMessage(text)).toEqual(withAvatar);
  });

  const edits: [string, (text: string) => string][] = [
    ["another title", (t) => t.replace("Register an account name", "Register a name")],
    ["a trailing newline", (t) => `${t}\n`],
    ["CRLF line ends", (t) => t.replaceAll("\n", "\r\n")],
    [
      "reordered fields",
      (t) =>
        t.replace("Name: alice.foyer.id\nZone: foyer.id", "Zone: foyer.id\nName: alice.foyer.id"),
    ],
    ["a missing nonce", (t) => t.replace("\nNonce: 3fA9kLm2Qx7ZpW1c", "")],
    ["an extra line", (t) => `${t}\nNote: hi`],
    ["a name outside its zone", (t) => t.replace("Name: alice.foyer.id", "Name: alice.eth")],
    ["the bare zone as name", (t) => t.replace("Name: alice.foyer.id", "Name: .foyer.id")],
    ["an uppercase name", (t) => t.replace("Name: alice.foyer.id", "Name: Alice.foyer.id")],
    ["a short address", (t) => t.replace("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", "0xf39F")],
    ["a hex chain id", (t) => t.replace("Chain ID: 31337", "Chain ID: 0x7a69")],
    ["a CAIP-2 chain id", (t) => t.replace("Chain ID: 31337", "Chain ID: eip155:31337")],
    ["a date without zone", (t) => t.replace("2026-05-01T10:00:00.000Z", "2026-05-01T10:00:00")],
    ["a short nonce", (t) => t.replace("3fA9kLm2Qx7ZpW1c", "abc")],
    ["a javascript: avatar", (t) => `${t}\nAvatar: javascript:alert(1)`],
  ];
  it.each(edits)("is not read with %s", (_what, edit) => {
    expect(parseNameRegistrationMessage(edit(TEXT))).toBeUndefined();
  });
});
