import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "../effects/storage.js";
import { messages } from "../errors/messages.js";
import { createFakeClock } from "../testing/fakeClock.js";
import { messageData } from "./buildMessage.js";
import { createLocalSiwx, LOCAL_SIWX_STORAGE_KEY } from "./localSiwx.js";
import { randomNonce } from "./nonce.js";

const ADDRESS = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
const START = Date.parse("2026-01-01T00:00:00.000Z");

function setup(patch: { expiresInMs?: number; getNonce?: () => Promise<string> } = {}) {
  const storage = createMemoryStorage();
  const clock = createFakeClock(START);
  const siwx = createLocalSiwx({
    storage,
    clock,
    domain: "app.test",
    uri: "https://app.test/",
    statement: "Sign in to Test",
    ...patch,
  });
  return { siwx, storage, clock };
}

async function signedSession(
  siwx: ReturnType<typeof createLocalSiwx>,
  chainId = "eip155:1" as const,
) {
  const message = await siwx.createMessage({ accountAddress: ADDRESS, chainId });
  return { data: messageData(message), message: message.serializedMessage, signature: "0xsig" };
}

describe("createLocalSiwx", () => {
  it("builds the message from the page location, a fresh nonce, the clock and the statement", async () => {
    const { siwx } = setup({ expiresInMs: 60_000, getNonce: async () => "abcdefgh12" });
    const message = await siwx.createMessage({ accountAddress: ADDRESS, chainId: "eip155:1" });
    expect(message).toMatchObject({
      domain: "app.test",
      uri: "https://app.test/",
      nonce: "abcdefgh12",
      issuedAt: "2026-01-01T00:00:00.000Z",
      expirationTime: "2026-01-01T00:01:00.000Z",
      statement: "Sign in to Test",
    });
    expect(message.serializedMessage).toContain(
      "app.test wants you to sign in with your Ethereum account:",
    );
  });

  it("draws nonces from crypto random: alphanumeric, 17 long, different each time", async () => {
    const { siwx } = setup();
    const a = await siwx.createMessage({ accountAddress: ADDRESS, chainId: "eip155:1" });
    const b = await siwx.createMessage({ accountAddress: ADDRESS, chainId: "eip155:1" });
    expect(a.nonce).toMatch(/^[A-Za-z0-9]{17}$/);
    expect(a.nonce).not.toBe(b.nonce);
    // Biased bytes (≥ 248) are skipped rather than wrapped onto the alphabet.
    expect(randomNonce(8, (n) => new Uint8Array(n).fill(255).map((v, i) => (i % 2 ? 0 : v)))).toBe(
      "AAAAAAAA",
    );
  });

  it("keeps sessions in storage per chain and address, case-insensitively on EVM", async () => {
    const { siwx, storage } = setup();
    await siwx.addSession(await signedSession(siwx));
    expect(storage.getItem(LOCAL_SIWX_STORAGE_KEY)).toContain(ADDRESS);
    expect(await siwx.getSessions("eip155:1", ADDRESS.toLowerCase())).toHaveLength(1);
    expect(await siwx.getSessions("eip155:8453", ADDRESS)).toEqual([]);
    await siwx.revokeSession("eip155:1", ADDRESS);
    expect(await siwx.getSessions("eip155:1", ADDRESS)).toEqual([]);
  });

  it("a session stops counting at its Expiration Time", async () => {
    const { siwx, clock } = setup({ expiresInMs: 1_000 });
    await siwx.addSession(await signedSession(siwx));
    clock.advance(999);
    expect(await siwx.getSessions("eip155:1", ADDRESS)).toHaveLength(1);
    clock.advance(1);
    expect(await siwx.getSessions("eip155:1", ADDRESS)).toEqual([]);
  });

  it("refuses a session whose text is not the one its fields make", async () => {
    const { siwx } = setup();
    const session = await signedSession(siwx);
    await expect(
      siwx.addSession({ ...session, message: `${session.message}\nextra` }),
    ).rejects.toThrow(messages.signMessageFailed);
  });

  it("setSessions replaces everything; junk in storage reads as none", async () => {
    const { siwx, storage } = setup();
    await siwx.addSession(await signedSession(siwx));
    await siwx.setSessions([]);
    expect(storage.getItem(LOCAL_SIWX_STORAGE_KEY)).toBeNull();
    storage.setItem(LOCAL_SIWX_STORAGE_KEY, "{not json");
    expect(await siwx.getSessions("eip155:1", ADDRESS)).toEqual([]);
  });

  it("outside a browser, no domain/uri is a setup failure", async () => {
    const siwx = createLocalSiwx({ storage: createMemoryStorage() });
    await expect(
      siwx.createMessage({ accountAddress: ADDRESS, chainId: "eip155:1" }),
    ).rejects.toThrow(messages.authInitFailed);
    expect(siwx.getRequired()).toBe(false);
  });
});
