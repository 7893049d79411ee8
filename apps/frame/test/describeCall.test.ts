import { describe, expect, it } from "vitest";
import { loadFrameMessages } from "../src/i18n/loadFrameMessages.js";
import { describeCall, readableMessage } from "../src/rpc/describeCall.js";

describe("what the approval view shows", () => {
  it.each([
    ["plain text", "hello", "hello"],
    ["hex of text", "0x48656c6c6f", "Hello"],
    ["hex of bytes", "0x0001ff", "0x0001ff"],
  ])("a personal_sign message as %s", (_, message, shown) => {
    expect(readableMessage(message)).toBe(shown);
  });

  it("a transaction: recipient, value in ETH, data", () => {
    const summary = describeCall({
      method: "eth_sendTransaction",
      tx: { to: "0x000000000000000000000000000000000000dEaD", value: "0xde0b6b3a7640000" },
    });
    expect(summary).toEqual({
      title: "Send transaction",
      rows: [
        { label: "To", value: "0x000000000000000000000000000000000000dEaD" },
        { label: "Value", value: "1 ETH" },
        { label: "Data", value: "None" },
      ],
    });
  });

  it("a contract deployment has no recipient", () => {
    const summary = describeCall({ method: "eth_sendTransaction", tx: { data: "0x6000" } });
    expect(summary.rows).toContainEqual({ label: "To", value: "New contract" });
    expect(summary.rows).toContainEqual({ label: "Value", value: "0 ETH" });
    expect(summary.rows).toContainEqual({ label: "Data", value: "0x6000" });
  });
});

describe("readable signatures", () => {
  const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8" as const;
  const mail = {
    domain: {
      name: "Ether Mail",
      version: "1",
      chainId: 31337,
      verifyingContract: "0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC",
    },
    types: {
      Person: [
        { name: "name", type: "string" },
        { name: "wallet", type: "address" },
      ],
      Mail: [
        { name: "from", type: "Person" },
        { name: "to", type: "Person[]" },
        { name: "contents", type: "string" },
      ],
    },
    primaryType: "Mail",
    message: {
      contents: "Hello, Bob!",
      from: { name: "Cow", wallet: "0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826" },
      to: [{ name: "Bob", wallet: "0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB" }],
    },
  };

  it("typed data field by field, in the type's order, with the domain first", () => {
    const summary = describeCall(
      { method: "eth_signTypedData_v4", address, typedData: mail },
      undefined,
      31337,
    );
    expect(summary.rows).toEqual([
      { label: "Domain", value: "Ether Mail · 1" },
      { label: "Chain", value: "31337" },
      { label: "Contract", value: "0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC" },
      { label: "Type", value: "Mail" },
      { label: "from.name", value: "Cow" },
      { label: "from.wallet", value: "0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826" },
      { label: "to[0].name", value: "Bob" },
      { label: "to[0].wallet", value: "0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB" },
      { label: "contents", value: "Hello, Bob!" },
    ]);
    expect(summary.warnings).toBeUndefined();
  });

  it.each([
    [31338, 31337],
    ["0x7a6a", 31337],
  ])("a domain for chain %s while on %s is a warning to read", (chainId, current) => {
    const summary = describeCall(
      {
        method: "eth_signTypedData_v4",
        address,
        typedData: { ...mail, domain: { ...mail.domain, chainId } },
      },
      undefined,
      current,
    );
    expect(summary.warnings).toEqual([
      `The signature is for chain ${Number(chainId)}, but you are on chain ${current}.`,
    ]);
  });

  it("a sign-in message field by field, its expiry relative to now, never the raw timestamp", async () => {
    const now = Date.parse("2026-11-29T08:00:00.000Z");
    const message = [
      "localhost:5173 wants you to sign in with your Ethereum account:",
      address,
      "",
      "Sign in to the demo",
      "",
      "URI: http://localhost:5173",
      "Version: 1",
      "Chain ID: 31337",
      "Nonce: abcdefgh1234",
      "Issued At: 2026-11-29T08:00:00.000Z",
      "Expiration Time: 2026-12-06T08:00:00.000Z",
    ].join("\n");
    const summary = describeCall(
      { method: "personal_sign", message, address },
      undefined,
      31337,
      now,
    );
    const rows = Object.fromEntries(summary.rows.map((row) => [row.label, row.value]));
    expect(rows["Sign in to"]).toBe("localhost:5173");
    expect(rows.Statement).toBe("Sign in to the demo");
    expect(rows.Expires).toMatch(/^next week \(Dec 6, 2026/);
    expect(rows.Issued).toMatch(/^now \(/);
    expect(JSON.stringify(summary.rows)).not.toContain("2026-12-06T08:00:00.000Z");

    const fr = await loadFrameMessages("fr");
    const french = describeCall({ method: "personal_sign", message, address }, fr, 31337, now);
    expect(french.rows.find((row) => row.label === "Expire")?.value).toMatch(
      /^la semaine prochaine \(6 déc\. 2026/,
    );
  });
});
