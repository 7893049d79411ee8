import { evmCoinType, parseNameRegistrationMessage } from "@foyer/protocol";
import { describe, expect, it } from "vitest";
import { messages } from "../errors/messages.js";
import { coreText } from "../i18n/coreText.js";
import { base, mainnet } from "../testing/fixtures.js";
import { ADDRESS, recordOf, withNameServer as withServer, ZONE } from "../testing/namesSetup.js";
import type { CaipNetwork } from "../types/chain.js";

describe("name registration (behaviour §4: sign message, post, success view)", () => {
  it("signs the registration message with the wallet, posts it, then shows success and the name", async () => {
    const { foyer, fake, names, signed, posts, openRegistration, storage } = withServer();
    await openRegistration();
    fake.route("/v1/profile/account", { status: 201, body: recordOf("alice.foyer.id") });

    const record = await names.register("Alice", ZONE);

    expect(record?.name).toBe("alice.foyer.id");
    expect(signed).toHaveLength(1);
    const message = parseNameRegistrationMessage(signed[0] ?? "");
    expect(message).toMatchObject({
      name: "alice.foyer.id",
      zone: ZONE,
      address: ADDRESS,
      chainId: 1,
      issuedAt: new Date(foyer.clock.now()).toISOString(),
    });
    expect(message?.nonce).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(posts()[0]?.body).toEqual({
      coin_type: evmCoinType(1),
      address: ADDRESS,
      message: signed[0],
      signature: "0x5151",
    });
    expect(foyer.stores.accounts.get("eip155")).toMatchObject({
      profileName: "alice.foyer.id",
      profileImage: null,
    });
    expect(foyer.stores.router.current().view).toBe("RegisterAccountNameSuccess");
    // Back from success goes to Account, not to the form.
    expect(foyer.stores.router.store.getState().history.map((r) => r.view)).toEqual([
      "Account",
      "RegisterAccountNameSuccess",
    ]);
    expect(names.store.getState()).toMatchObject({ status: "idle", error: undefined });
    expect(names.store.getState().registered?.name).toBe("alice.foyer.id");
    // The identity is cached (behaviour §9): a reload shows the name without asking.
    expect(storage.getItem("@foyer/identity_cache/v1")).toContain("alice.foyer.id");
  });

  it("uses each chain's ENSIP-11 coin type", async () => {
    const { fake, names, posts, openRegistration } = withServer([base]);
    await openRegistration();
    fake.route("/v1/profile/account", { status: 201, body: recordOf("alice.foyer.id") });
    await names.register("alice", ZONE);
    expect(posts()[0]?.body).toMatchObject({ coin_type: 0x80000000 + 8453 });
  });

  it("stays on the registration view with 'Error registering name {name}' when the server refuses", async () => {
    const { foyer, fake, names, openRegistration, errorReporter } = withServer();
    await openRegistration();
    fake.route("/v1/profile/account", {
      status: 409,
      body: {
        code: "NAME_TAKEN",
        error: "Conflict",
        message: "alice.foyer.id is already registered",
      },
    });
    expect(await names.register("alice", ZONE)).toBeUndefined();
    expect(names.store.getState().error).toEqual(
      coreText("nameRegisterFailed", messages.nameRegisterFailed, "alice.foyer.id"),
    );
    expect(foyer.stores.router.current().view).toBe("RegisterAccountName");
    expect(foyer.stores.accounts.get("eip155").profileName).toBeNull();
    expect(errorReporter.report).toHaveBeenCalled();
  });

  it("fails with the same message, unreported, when the user rejects the signature", async () => {
    const { foyer, adapter, names, posts, openRegistration, errorReporter } = withServer();
    await openRegistration();
    adapter.signMessage = async () => {
      throw Object.assign(new Error("User rejected the request"), { code: 4001 });
    };
    await names.register("alice", ZONE);
    expect(names.store.getState().error).toEqual(
      coreText("nameRegisterFailed", messages.nameRegisterFailed, "alice.foyer.id"),
    );
    expect(posts()).toHaveLength(0);
    expect(foyer.stores.router.current().view).toBe("RegisterAccountName");
    expect(errorReporter.report).not.toHaveBeenCalled();
  });

  it("returns from the embedded wallet's approval view to the form on failure, to success on success", async () => {
    const { foyer, fake, names, openRegistration } = withServer();
    await openRegistration();
    fake.route(
      "/v1/profile/account",
      { status: 500, body: { code: "INTERNAL_ERROR", error: "x", message: "x" } },
      { status: 201, body: recordOf("alice.foyer.id") },
    );
    foyer.stores.router.push({ view: "ApproveTransaction", params: { request: "signMessage" } });
    await names.register("alice", ZONE);
    expect(foyer.stores.router.current().view).toBe("RegisterAccountName");

    foyer.stores.router.push({ view: "ApproveTransaction", params: { request: "signMessage" } });
    await names.register("alice", ZONE);
    expect(foyer.stores.router.current().view).toBe("RegisterAccountNameSuccess");
  });

  it("refuses without an account: 'Address or auth connector not found' (behaviour §8)", async () => {
    const { names, signed } = withServer();
    await names.register("alice", ZONE);
    expect(names.store.getState().error).toBe(messages.addressOrAuthConnectorNotFound);
    expect(signed).toHaveLength(0);
  });

  it("refuses a chain id of 2^31 or more before asking the wallet (behaviour §5)", async () => {
    const huge: CaipNetwork = { ...mainnet, id: 2 ** 31, caipNetworkId: `eip155:${2 ** 31}` };
    const { names, signed, openRegistration } = withServer([huge]);
    await openRegistration();
    await names.register("alice", ZONE);
    expect(names.store.getState().error).toEqual(
      coreText("nameRegisterFailed", messages.nameRegisterFailed, "alice.foyer.id"),
    );
    expect(signed).toHaveLength(0);
  });
});
