import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_RELAY_AUTH_KEY } from "./farcasterRelay.js";
import { type RunningIdp, startIdp } from "./idp.js";

let idp: RunningIdp;
beforeAll(async () => {
  idp = await startIdp({ port: 0, farcasterClientUrl: "http://127.0.0.1:5174/" });
});
afterAll(() => idp.stop());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${idp.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const status = (token: string) =>
  fetch(`${idp.url}/v1/channel/status`, { headers: { authorization: `Bearer ${token}` } });
const openChannel = async () =>
  (await (
    await post("/v1/channel", {
      siweUri: "http://127.0.0.1:8787/",
      domain: "127.0.0.1:8787",
      nonce: "abcdef123456",
    })
  ).json()) as { channelToken: string; url: string; nonce: string };
const SIGNED = { message: "m", signature: "0x1234", fid: 1, username: "lovelace" };
const authenticate = (token: string, key = DEV_RELAY_AUTH_KEY, body: unknown = SIGNED) =>
  post("/v1/channel/authenticate", body, {
    authorization: `Bearer ${token}`,
    "x-farcaster-auth-relay-key": key,
  });

describe("the Farcaster auth relay stand-in", () => {
  it("opens a channel whose sign-in URL carries what the client signs", async () => {
    const channel = await openChannel();
    expect(channel.nonce).toBe("abcdef123456");
    const url = new URL(channel.url);
    expect(url.pathname).toBe("/~/sign-in-with-farcaster");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      channelToken: channel.channelToken,
      siweUri: "http://127.0.0.1:8787/",
      domain: "127.0.0.1:8787",
      nonce: "abcdef123456",
    });
    expect((await status(channel.channelToken)).status).toBe(202);
  });

  it("completes a channel once and hands the result out once", async () => {
    const { channelToken } = await openChannel();
    expect((await authenticate(channelToken)).status).toBe(201);
    expect((await authenticate(channelToken)).status).toBe(409);
    const done = await status(channelToken);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ state: "completed", ...SIGNED });
    expect((await status(channelToken)).status).toBe(401);
  });

  it.each([
    ["a wrong auth key", "not-the-key", SIGNED, 401],
    ["a body without fid", DEV_RELAY_AUTH_KEY, { message: "m", signature: "0x12" }, 400],
  ])("refuses %s", async (_name, key, body, code) => {
    const { channelToken } = await openChannel();
    expect((await authenticate(channelToken, key, body)).status).toBe(code);
    expect((await status(channelToken)).status).toBe(202);
  });

  it("refuses an unknown channel and a channel without domain", async () => {
    expect((await authenticate("no-such-channel")).status).toBe(401);
    expect((await post("/v1/channel", { siweUri: "http://x.example/" })).status).toBe(400);
  });

  it("sends a browser that opens the sign-in URL to the Farcaster client", async () => {
    const { url } = await openChannel();
    const response = await fetch(url, { redirect: "manual" });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.origin).toBe("http://127.0.0.1:5174");
    expect(location.searchParams.get("farcaster")).toBe(url);
  });
});
