import { messages, parseNameRegistrationMessage } from "@foyer/core/internal";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ConnectButton } from "../../components/ConnectButton/ConnectButton.js";
import { namesEn } from "../../i18n/namesEn.js";
import { FoyerProvider } from "../../provider/FoyerProvider.js";
import { nameRecord, RECEIVER, setupWalletFoyer } from "../../testing/blockchainServer.js";
import { LONG_ADDRESS, modal } from "../../testing/renderFoyer.js";
import { AVAILABILITY_DELAY_MS } from "./useNameAvailability.js";

type Setup = ReturnType<typeof setupWalletFoyer>;

/** Connected, Account open, "Choose a name" clicked. */
async function openRegistration(setup: Setup = setupWalletFoyer()) {
  const signed: string[] = [];
  setup.adapter.signMessage = async ({ message }) => {
    signed.push(message);
    return "0x5151";
  };
  render(
    <FoyerProvider foyer={setup.foyer}>
      <ConnectButton />
    </FoyerProvider>,
  );
  await act(() => setup.foyer.connect("metamask"));
  act(() => setup.foyer.open());
  fireEvent.click(
    await waitFor(() => modal().getByRole("button", { name: namesEn.chooseName }), {
      timeout: 5_000,
    }),
  );
  await waitFor(() => expect(modal().getByLabelText(namesEn.nameLabel)).toBeTruthy(), {
    timeout: 5_000,
  });
  return { ...setup, signed };
}

const suggestionCalls = (setup: Setup) =>
  setup.server.requests.filter((r) => r.pathname.startsWith("/v1/profile/suggestions/"));
const type = (text: string) =>
  fireEvent.change(modal().getByLabelText(namesEn.nameLabel), { target: { value: text } });
/** Typing pauses: the debounce runs out. */
const pause = (setup: Setup) =>
  act(async () => {
    setup.clock.advance(AVAILABILITY_DELAY_MS);
  });
const status = () => modal().getByRole("status").textContent;
const registerButton = () =>
  modal().getByRole("button", { name: namesEn.register }) as HTMLButtonElement;

describe("RegisterAccountName (behaviour §2, §4, §5)", () => {
  it("says behaviour §5's rule as you type, without asking the server", async () => {
    const setup = await openRegistration();
    type("abc");
    expect(status()).toBe(namesEn.ruleTooShort);
    type("ab_cd");
    expect(status()).toBe(namesEn.ruleCharacters);
    type("a".repeat(64));
    expect(status()).toBe(namesEn.ruleTooLong);
    await pause(setup);
    expect(suggestionCalls(setup)).toHaveLength(0);
    expect(registerButton().disabled).toBe(true);
  });

  it("asks once typing pauses, and says a free name is available", async () => {
    const setup = await openRegistration();
    type("ali");
    type("alic");
    type("Alice");
    expect(status()).toBe(namesEn.checking);
    await pause(setup);
    await waitFor(() => expect(status()).toBe(namesEn.available("alice.foyer.id")));
    expect(suggestionCalls(setup).map((r) => r.pathname)).toEqual([
      "/v1/profile/suggestions/alice",
    ]);
    expect(registerButton().disabled).toBe(false);
  });

  it("drops an answer for text the user has changed since", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.names.set("alice.foyer.id", nameRecord("alice.foyer.id", RECEIVER));
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    setup.server.state.holdSuggestions.set("alice", gate);
    const held = await openRegistration(setup);
    type("alice");
    await pause(held);
    type("alicia");
    await pause(held);
    await waitFor(() => expect(status()).toBe(namesEn.available("alicia.foyer.id")));
    release();
    await act(async () => {
      await gate;
    });
    expect(status()).toBe(namesEn.available("alicia.foyer.id"));
  });

  it("says a taken name is taken and offers free names near it", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.names.set("alice.foyer.id", nameRecord("alice.foyer.id", RECEIVER));
    setup.server.state.names.set("alice1.foyer.id", nameRecord("alice1.foyer.id", RECEIVER));
    await openRegistration(setup);
    type("alice");
    await pause(setup);
    await waitFor(() => expect(status()).toBe(namesEn.taken("alice.foyer.id")));
    expect(registerButton().disabled).toBe(true);
    const chips = modal()
      .getAllByRole("button")
      .map((button) => button.textContent)
      .filter((text) => text?.endsWith(".foyer.id"));
    expect(chips).toEqual(["alice2.foyer.id", "alice3.foyer.id"]);
    fireEvent.click(modal().getByRole("button", { name: "alice2.foyer.id" }));
    expect((modal().getByLabelText(namesEn.nameLabel) as HTMLInputElement).value).toBe("alice2");
    await pause(setup);
    await waitFor(() => expect(status()).toBe(namesEn.available("alice2.foyer.id")));
  });

  it("says 'Error fetching name suggestions' when the server can't answer", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.suggestionsFail = 400;
    await openRegistration(setup);
    type("alice");
    await pause(setup);
    await waitFor(() => expect(status()).toBe(messages.nameSuggestionsFailed));
  });

  it("registers: the wallet signs the message, success shows, and the name replaces the address", async () => {
    const setup = await openRegistration();
    type("alice");
    await pause(setup);
    await waitFor(() => expect(registerButton().disabled).toBe(false));
    fireEvent.click(registerButton());

    await waitFor(() => expect(modal().getByText(namesEn.successTitle)).toBeTruthy());
    expect(modal().getByText(namesEn.successBody("alice.foyer.id"))).toBeTruthy();
    expect(setup.signed).toHaveLength(1);
    expect(parseNameRegistrationMessage(setup.signed[0] ?? "")).toMatchObject({
      name: "alice.foyer.id",
      zone: "foyer.id",
      address: LONG_ADDRESS,
      chainId: 1,
    });
    // The page's connect button names the account now.
    expect(screen.getByRole("button", { name: /alice\.foyer\.id/ })).toBeTruthy();

    fireEvent.click(modal().getByRole("button", { name: namesEn.done }));
    await waitFor(() => expect(modal().getByRole("tablist")).toBeTruthy());
    expect(modal().getByText("alice.foyer.id")).toBeTruthy();
    expect(modal().queryByRole("button", { name: namesEn.chooseName })).toBeNull();
  });

  it("stays on the form with 'Error registering name {name}' when the server refuses", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.registerFail = 409;
    await openRegistration(setup);
    type("alice");
    await pause(setup);
    await waitFor(() => expect(registerButton().disabled).toBe(false));
    fireEvent.click(registerButton());
    await waitFor(() =>
      expect(modal().getByRole("alert").textContent).toBe(
        messages.nameRegisterFailed("alice.foyer.id"),
      ),
    );
    expect(setup.foyer.stores.router.current().view).toBe("RegisterAccountName");
    expect((modal().getByLabelText(namesEn.nameLabel) as HTMLInputElement).value).toBe("alice");
    // Typing again clears the failure.
    type("alicia");
    expect(modal().queryByRole("alert")).toBeNull();
  });
});
