import {
  ALERTS,
  coreText,
  foyerMessages,
  messages,
  TOAST_RESHOW_DELAY_MS,
} from "@foyer/core/internal";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConnectButton } from "../../components/ConnectButton/ConnectButton.js";
import { modal, modalRoot, renderFoyer } from "../../testing/renderFoyer.js";
import { en } from "../en.js";
import { loadTranslation } from "./loadLocaleMessages.js";

const ar = await loadTranslation("ar");
const fr = await loadTranslation("fr");
const coreFr = fr.coreTexts;

afterEach(() => vi.unstubAllGlobals());

describe("the modal's locale", () => {
  it("follows the provider's locale: its catalogue loads and the button and modal speak it", async () => {
    renderFoyer({ props: { locale: "fr-CA" }, children: <ConnectButton /> });
    fireEvent.click(await screen.findByRole("button", { name: fr.connectWallet }));
    expect(await modal().findByRole("dialog", { name: fr.connectWallet })).toBeTruthy();
    expect(modal().getByRole("button", { name: fr.close })).toBeTruthy();
    expect(modalRoot().getAttribute("lang")).toBe("fr");
    expect(modalRoot().getAttribute("dir")).toBe("ltr");
  });

  it("follows createFoyer's locale, and lays Arabic out right to left", async () => {
    renderFoyer({ patch: { locale: "ar" }, children: <ConnectButton /> });
    fireEvent.click(await screen.findByRole("button", { name: ar.connectWallet }));
    expect(await modal().findByRole("button", { name: ar.close })).toBeTruthy();
    expect(modalRoot().getAttribute("dir")).toBe("rtl");
  });

  it("defaults to the browser's first shipped language", async () => {
    vi.stubGlobal("navigator", { ...navigator, languages: ["nl-NL", "pt-BR", "en"] });
    renderFoyer({ children: <ConnectButton /> });
    expect(await screen.findByRole("button", { name: "Conectar carteira" })).toBeTruthy();
  });

  it("stays English, with nothing to load, for an English browser", () => {
    vi.stubGlobal("navigator", { ...navigator, languages: ["en-US"] });
    renderFoyer({ children: <ConnectButton /> });
    expect(screen.getByRole("button", { name: en.connectWallet })).toBeTruthy();
  });

  it("shows core's toasts and alerts in the locale: by key, and a wallet's own words as they are", async () => {
    const { foyer, clock } = renderFoyer({
      props: { locale: "fr" },
      children: <ConnectButton />,
    });
    await screen.findByRole("button", { name: fr.connectWallet });
    act(() =>
      foyer.stores.toast.showError(coreText("actionNotAllowed", messages.actionNotAllowed)),
    );
    expect(modalRoot().querySelector("[role=status]")?.textContent).toBe(coreFr.actionNotAllowed);
    act(() => foyer.stores.toast.showError(coreText("emailCooldown", messages.emailCooldown, 17)));
    act(() => clock.advance(TOAST_RESHOW_DELAY_MS));
    expect(modalRoot().querySelector("[role=status]")?.textContent).toBe(coreFr.emailCooldown(17));
    // Words with no key (a wallet's answer) show as they came, even when they read like core's.
    act(() => foyer.stores.toast.showError(messages.actionNotAllowed));
    act(() => clock.advance(TOAST_RESHOW_DELAY_MS));
    expect(modalRoot().querySelector("[role=status]")?.textContent).toBe(messages.actionNotAllowed);
    act(() => foyer.stores.alerts.raise(ALERTS.MULTI_WALLET_NOT_ENABLED));
    const alert = modalRoot().querySelector("section.alert");
    expect(alert?.querySelector("h2")?.textContent).toBe(coreFr.alertMultiWalletNotEnabled);
    expect(alert?.querySelector("p")?.textContent).toBe(coreFr.alertMultiWalletNotEnabledLong);
    expect(coreFr.alertMultiWalletNotEnabledLong).not.toBe(
      foyerMessages.alertMultiWalletNotEnabledLong,
    );
  });

  it("shows English for a key a translation lacks at run time", async () => {
    const { close: _, ...partial } = fr;
    renderFoyer({
      props: { messages: partial as typeof fr },
      children: <ConnectButton />,
    });
    fireEvent.click(screen.getByRole("button", { name: fr.connectWallet }));
    expect(modal().getByRole("button", { name: en.close })).toBeTruthy();
  });
});
