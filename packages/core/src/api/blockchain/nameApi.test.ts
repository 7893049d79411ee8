import { describe, expect, it } from "vitest";
import { FoyerError } from "../../errors/FoyerError.js";
import { messages } from "../../errors/messages.js";
import { BASE, COMMON, setupBlockchainApi } from "../../testing/blockchainSetup.js";

const ADDRESS = "0x1111111111111111111111111111111111111111";

/** A record as the server answers it. */
const record = (name: string) => ({
  name,
  registered: 1_780_000_000,
  updated: 1_780_000_000,
  addresses: { "2147514985": { address: ADDRESS, created: "2026-05-28T10:00:00.000Z" } },
  attributes: {},
});

describe("name calls (behaviour §7 /v1/profile/*)", () => {
  it("lookup: GET /v1/profile/account/{name}?apiVersion=2", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    fake.answer({ status: 200, body: record("bob.foyer.id") });
    expect(await blockchain.names.lookupName("bob.foyer.id")).toEqual(record("bob.foyer.id"));
    expect(calls()[0]?.url).toBe(`${BASE}/v1/profile/account/bob.foyer.id?apiVersion=2&${COMMON}`);
  });

  it("lookup of a free name (404) is undefined, not an error", async () => {
    const { fake, blockchain } = setupBlockchainApi();
    fake.answer({ status: 404 });
    expect(await blockchain.names.lookupName("free.foyer.id")).toBeUndefined();
  });

  it("reverse: GET /v1/profile/reverse/{address}?sender=&apiVersion=2", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    fake.answer({ status: 200, body: [record("a.foyer.id")] });
    expect(
      await blockchain.names.reverseLookup({ address: ADDRESS, sender: ADDRESS }),
    ).toHaveLength(1);
    expect(calls()[0]?.url).toBe(
      `${BASE}/v1/profile/reverse/${ADDRESS}?sender=${ADDRESS}&apiVersion=2&${COMMON}`,
    );
  });

  it("suggestions: GET /v1/profile/suggestions/{name}?zone=", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    fake.answer({
      status: 200,
      body: { zone: "foyer.id", suggestions: [{ name: "bob1.foyer.id", registered: false }] },
    });
    expect(await blockchain.names.getSuggestions({ name: "bob", zone: "foyer.id" })).toEqual({
      zone: "foyer.id",
      suggestions: [{ name: "bob1.foyer.id", registered: false }],
    });
    expect(calls()[0]?.url).toBe(`${BASE}/v1/profile/suggestions/bob?zone=foyer.id&${COMMON}`);
  });

  it("register: POST /v1/profile/account with coin_type, address, message, signature", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    fake.answer({ status: 201, body: record("bob.foyer.id") });
    await blockchain.names.registerName({
      name: "bob.foyer.id",
      coinType: 60,
      address: ADDRESS,
      message: "{}",
      signature: "0xsig",
    });
    expect(calls()[0]?.url).toBe(`${BASE}/v1/profile/account?${COMMON}`);
    expect(calls()[0]?.body).toEqual({
      coin_type: 60,
      address: ADDRESS,
      message: "{}",
      signature: "0xsig",
    });
  });

  it("lookups are cached 5 min and a registration clears them (behaviour §9)", async () => {
    const { fake, clock, blockchain, calls } = setupBlockchainApi();
    fake.answer({ status: 200, body: [] });
    await blockchain.names.reverseLookup({ address: ADDRESS });
    await clock.advanceAsync(299_000);
    await blockchain.names.reverseLookup({ address: ADDRESS });
    expect(calls()).toHaveLength(1);
    fake.answer({ status: 201, body: record("n.foyer.id") }, { status: 200, body: [] });
    await blockchain.names.registerName({
      name: "n",
      coinType: 60,
      address: ADDRESS,
      message: "",
      signature: "",
    });
    await blockchain.names.reverseLookup({ address: ADDRESS });
    expect(calls()).toHaveLength(3);
  });
});

describe("answers of the wrong shape", () => {
  it.each([
    ["a record without addresses", { name: "bob.foyer.id" }],
    ["an array", []],
  ])("a lookup answered with %s fails with 'Error resolving name'", async (_what, body) => {
    const { fake, blockchain } = setupBlockchainApi();
    fake.answer({ status: 200, body });
    const error = await blockchain.names.lookupName("bob.foyer.id").catch((e: unknown) => e);
    expect((error as FoyerError).shortMessage).toBe(messages.nameResolveFailed);
    expect(((error as FoyerError).cause as FoyerError).code).toBe("INVALID_RESPONSE");
  });

  it("suggestions without a zone fail with 'Error fetching name suggestions'", async () => {
    const { fake, blockchain } = setupBlockchainApi();
    fake.answer({ status: 200, body: { suggestions: [] } });
    await expect(blockchain.names.getSuggestions({ name: "bob" })).rejects.toThrow(
      messages.nameSuggestionsFailed,
    );
  });
});

describe("name errors (behaviour §8)", () => {
  const api = () => setupBlockchainApi().blockchain.names;

  it.each([
    [
      "lookup",
      messages.nameResolveFailed,
      (names: ReturnType<typeof api>) => names.lookupName("x"),
    ],
    [
      "reverse",
      messages.namesForAddressFailed,
      (names: ReturnType<typeof api>) => names.reverseLookup({ address: ADDRESS }),
    ],
    [
      "suggestions",
      messages.nameSuggestionsFailed,
      (names: ReturnType<typeof api>) => names.getSuggestions({ name: "x" }),
    ],
    [
      "register",
      messages.nameRegisterFailed("bob.foyer.id"),
      (names: ReturnType<typeof api>) =>
        names.registerName({
          name: "bob.foyer.id",
          coinType: 60,
          address: ADDRESS,
          message: "",
          signature: "",
        }),
    ],
  ])("%s failing → '%s'", async (_name, message, call) => {
    const { fake, blockchain } = setupBlockchainApi();
    fake.answer({ status: 500 });
    const error = await call(blockchain.names).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerError);
    expect((error as FoyerError).shortMessage).toBe(message);
    expect((error as FoyerError).cause).toBeInstanceOf(FoyerError);
  });
});
