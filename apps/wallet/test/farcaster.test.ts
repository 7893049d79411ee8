import { DEV_RELAY_AUTH_KEY, type RunningIdp, startIdp } from "@foyer/idp";
import { keccak256, stringToHex, verifyMessage } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { parseSiweMessage } from "viem/siwe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveSignIn } from "../src/farcaster/approveSignIn.js";
import { parseFarcasterAccounts } from "../src/farcaster/farcasterConfig.js";
import { farcasterLinkOf, parseSignInUrl } from "../src/farcaster/signInUrl.js";

const KEY = keccak256(stringToHex("a farcaster custody key for this test"));
const ACCOUNT = { fid: 1, username: "lovelace", displayName: "Ada", custodyPrivateKey: KEY };

describe("the Farcaster tab's inputs", () => {
  it.each([
    ["not a url", "Not a URL"],
    [
      "http://relay.example/~/sign-in-with-farcaster?channelToken=abc",
      "Not a Sign In With Farcaster URL",
    ],
  ])("refuses %s", (text, reason) => {
    const parsed = parseSignInUrl(text);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? "" : parsed.reason).toContain(reason);
  });

  it("reads the channel and the message fields from a relay's sign-in URL", () => {
    const parsed = parseSignInUrl(
      " http://127.0.0.1:8788/~/sign-in-with-farcaster?channelToken=c1&siweUri=http%3A%2F%2F127.0.0.1%3A8787%2F&domain=127.0.0.1%3A8787&nonce=abcdefgh12&expirationTime=2030-01-01T00%3A00%3A00.000Z ",
    );
    expect(parsed).toEqual({
      ok: true,
      request: {
        channelToken: "c1",
        siweUri: "http://127.0.0.1:8787/",
        domain: "127.0.0.1:8787",
        nonce: "abcdefgh12",
        expirationTime: "2030-01-01T00:00:00.000Z",
      },
    });
    expect(farcasterLinkOf("?farcaster=http%3A%2F%2Fx.example%2F")).toBe("http://x.example/");
    expect(farcasterLinkOf("?uri=wc:1")).toBeUndefined();
  });

  it.each(["{", '[{"fid":1}]', '[{"fid":0,"username":"a","custodyPrivateKey":"0x00"}]'])(
    "refuses the accounts %s",
    (json) => expect(() => parseFarcasterAccounts(json)).toThrow(),
  );
});

describe("approving a sign-in through the local relay", () => {
  let idp: RunningIdp;
  beforeAll(async () => {
    idp = await startIdp({ port: 0 });
  });
  afterAll(() => idp.stop());

  it("completes the channel with a SIWF message signed by the fid's custody key", async () => {
    const opened = await fetch(`${idp.url}/v1/channel`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ siweUri: "http://127.0.0.1:8787/", domain: "127.0.0.1:8787" }),
    });
    const { channelToken, url, nonce } = (await opened.json()) as Record<string, string>;
    const parsed = parseSignInUrl(url ?? "");
    if (!parsed.ok) throw new Error(parsed.reason);
    const config = {
      relayUrl: idp.url,
      authKey: DEV_RELAY_AUTH_KEY,
      rpcUrl: "http://127.0.0.1:1",
      accounts: [ACCOUNT],
    };
    await approveSignIn(config, ACCOUNT, parsed.request);
    const status = await fetch(`${idp.url}/v1/channel/status`, {
      headers: { authorization: `Bearer ${channelToken}` },
    });
    expect(status.status).toBe(200);
    const done = (await status.json()) as {
      message: string;
      signature: `0x${string}`;
      fid: number;
    };
    const message = parseSiweMessage(done.message);
    const custody = privateKeyToAccount(KEY).address;
    expect(message).toMatchObject({
      domain: "127.0.0.1:8787",
      nonce,
      address: custody,
      chainId: 10,
      statement: "Farcaster Auth",
      resources: ["farcaster://fid/1"],
    });
    expect(done.fid).toBe(1);
    expect(
      await verifyMessage({ address: custody, message: done.message, signature: done.signature }),
    ).toBe(true);
    // The channel is complete: a second approval is refused with words.
    await expect(approveSignIn(config, ACCOUNT, parsed.request)).rejects.toThrow(/relay/);
  });
});
