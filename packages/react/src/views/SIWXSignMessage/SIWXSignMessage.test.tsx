import { createLocalSiwx, createMemoryStorage, type FoyerOptions } from "@foyer/core";
import { truncateAddress } from "@foyer/core/internal";
import { act, fireEvent, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en } from "../../i18n/en.js";
import { LONG_ADDRESS, modal, modalRoot, renderFoyer } from "../../testing/renderFoyer.js";

const METADATA = {
  name: "Acme",
  description: "Acme dApp",
  url: "https://acme.test",
  icons: ["https://acme.test/icon.png"],
};

function patch(required: boolean, withMetadata = true): Partial<FoyerOptions> {
  return {
    siwx: createLocalSiwx({
      storage: createMemoryStorage(),
      domain: "acme.test",
      uri: "https://acme.test/",
      statement: "I accept the Acme terms",
      required,
    }),
    ...(withMetadata ? { metadata: METADATA } : {}),
  };
}

async function connected(required: boolean, withMetadata = true) {
  const test = renderFoyer({ patch: patch(required, withMetadata) });
  await act(() => test.foyer.connect("metamask"));
  await modal().findByRole("dialog", {
    name: en.signInTo(withMetadata ? "Acme" : en.signInThisApp),
  });
  // The view is a lazy chunk: wait for it, not just the dialog title.
  await modal().findByRole("button", { name: en.signInSign });
  return test;
}

describe("SIWXSignMessage", () => {
  it("names the app with its icon, the statement and the address, with Sign and Cancel", async () => {
    await connected(true);
    // One title: the dialog's own, naming the app.
    expect(
      modal()
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual([en.signInTo("Acme")]);
    expect(modal().getByText("I accept the Acme terms")).toBeTruthy();
    expect(modal().getByText(truncateAddress(LONG_ADDRESS))).toBeTruthy();
    expect(modalRoot().querySelector("img")?.getAttribute("src")).toBe(METADATA.icons[0]);
    expect(modal().getByRole("button", { name: en.signInSign })).toBeTruthy();
    expect(modal().getByRole("button", { name: en.signInCancel })).toBeTruthy();
    expect(modal().getByText(en.signInRequiredNote)).toBeTruthy();
  });

  it("without metadata it says 'this app'", async () => {
    await connected(false, false);
    expect(
      modal()
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual([en.signInTo(en.signInThisApp)]);
    // No icon in the metadata: the app tile, not a lone letter.
    expect(modalRoot().querySelector("img")).toBeNull();
    const tile = modal().getByTestId("app-tile");
    expect(tile.querySelector("svg")).toBeTruthy();
    expect(tile.textContent).toBe("");
  });

  it("while required and unsigned there is no close button and Escape is refused", async () => {
    const { foyer } = await connected(true);
    expect(modal().queryByRole("button", { name: en.close })).toBeNull();
    fireEvent.keyDown(modal().getByRole("dialog"), { key: "Escape" });
    expect(foyer.stores.modal.store.getState().open).toBe(true);
  });

  it("optional sign-in keeps the close button", async () => {
    await connected(false);
    expect(modal().getByRole("button", { name: en.close })).toBeTruthy();
  });

  it("Sign shows the pending state while the wallet signs, then the modal closes", async () => {
    const { foyer, adapter } = await connected(true);
    let release: (signature: string) => void = () => {};
    adapter.signMessage = () =>
      new Promise((resolve) => {
        release = resolve;
      });
    fireEvent.click(modal().getByRole("button", { name: en.signInSign }));
    const pending = await modal().findByRole("button", { name: en.signInPending });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(modal().getByRole("progressbar", { name: en.signInPending })).toBeTruthy();
    await act(async () => release("0xsig"));
    await waitFor(() => expect(foyer.stores.modal.store.getState().open).toBe(false));
    expect(foyer.siwx.getSession()?.signature).toBe("0xsig");
  });

  it("Cancel while required disconnects", async () => {
    const { foyer } = await connected(true);
    fireEvent.click(modal().getByRole("button", { name: en.signInCancel }));
    await waitFor(() => expect(foyer.isConnected()).toBe(false));
    expect(foyer.stores.modal.store.getState().open).toBe(false);
  });

  it("Cancel while optional closes and stays connected", async () => {
    const { foyer } = await connected(false);
    fireEvent.click(modal().getByRole("button", { name: en.signInCancel }));
    await waitFor(() => expect(foyer.stores.modal.store.getState().open).toBe(false));
    expect(foyer.isConnected()).toBe(true);
  });
});
