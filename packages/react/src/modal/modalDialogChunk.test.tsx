import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { setupTestFoyer } from "../testing/renderFoyer.js";

/**
 * A fresh module graph, so the dialog's chunk is not loaded yet (the test setup
 * loads it for every other test, as a page does once idle).
 */
async function freshModal() {
  vi.resetModules();
  const { FoyerProvider } = await import("../provider/FoyerProvider.js");
  const { ConnectButton } = await import("../components/ConnectButton/ConnectButton.js");
  const { en } = await import("../i18n/en.js");
  const { MODAL_HOST_TAG } = await import("./useShadowMount.js");
  const test = setupTestFoyer();
  render(
    <FoyerProvider foyer={test.foyer}>
      <ConnectButton />
    </FoyerProvider>,
  );
  const shadow = () => document.querySelector(MODAL_HOST_TAG)?.shadowRoot;
  const dialog = () => shadow()?.querySelector('[role="dialog"]') ?? null;
  return { ...test, en, shadow, dialog };
}

/** The selectors of the rules the shadow root has adopted. */
const selectors = (shadow: ShadowRoot | null | undefined) =>
  (shadow?.adoptedStyleSheets ?? []).flatMap((sheet) =>
    [...sheet.cssRules].map((rule) => (rule as CSSStyleRule).selectorText),
  );

describe("the dialog's chunk", () => {
  it("is left out of the first render and loads once the page is idle, so a click renders at once", async () => {
    const { en, dialog, shadow } = await freshModal();
    expect(selectors(shadow())).toContain(".toast");
    expect(selectors(shadow())).not.toContain(".card");
    // Idle after load: the chunk arrives with its rules, no click needed.
    await waitFor(() => expect(selectors(shadow())).toContain(".card"));
    fireEvent.click(screen.getByRole("button", { name: en.connectWallet }));
    expect(dialog()).not.toBeNull();
  });

  it("a click before it arrived opens the modal once it has", async () => {
    const { foyer, en, dialog, shadow } = await freshModal();
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: en.connectWallet }));
    });
    expect(foyer.stores.modal.store.getState().open).toBe(true);
    expect(dialog()).toBeNull();
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(selectors(shadow())).toContain(".card");
  });
});
