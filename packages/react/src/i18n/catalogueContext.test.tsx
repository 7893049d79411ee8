import { ALERTS } from "@foyer/core/internal";
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ConnectButton } from "../components/ConnectButton/ConnectButton.js";
import { modal, renderFoyer } from "../testing/renderFoyer.js";
import { en, type Messages } from "./en.js";
import { shellEn } from "./shellEn.js";

const spanish: Messages = {
  ...en,
  connectWallet: "Conectar cartera",
  dismiss: "Descartar",
  close: "Cerrar",
};

describe("the message catalogue", () => {
  it("English by default, on the page's button and in the modal", () => {
    const { foyer } = renderFoyer({ children: <ConnectButton /> });
    fireEvent.click(screen.getByRole("button", { name: shellEn.connectWallet }));
    expect(modal().getByRole("dialog", { name: en.connectWallet })).toBeTruthy();
    expect(modal().getByRole("button", { name: en.close })).toBeTruthy();
    act(() => foyer.stores.alerts.raise(ALERTS.PROJECT_ID_NOT_CONFIGURED));
    expect(modal().getByRole("button", { name: en.dismiss })).toBeTruthy();
  });

  it("a host's translation reaches the connect button, the alert and the modal", () => {
    const { foyer } = renderFoyer({ props: { messages: spanish }, children: <ConnectButton /> });
    fireEvent.click(screen.getByRole("button", { name: "Conectar cartera" }));
    expect(modal().getByRole("dialog", { name: "Conectar cartera" })).toBeTruthy();
    expect(modal().getByRole("button", { name: "Cerrar" })).toBeTruthy();
    act(() => foyer.stores.alerts.raise(ALERTS.PROJECT_ID_NOT_CONFIGURED));
    expect(modal().getByRole("button", { name: "Descartar" })).toBeTruthy();
  });

  it("the alert banner picks its texts by the alert's code, not by the words core wrote", () => {
    const { foyer } = renderFoyer({
      props: {
        messages: {
          ...spanish,
          alerts: { INVALID_PROJECT_ID: { title: "ID de proyecto no válido", body: "Revísalo." } },
        },
      },
      children: <ConnectButton />,
    });
    const reworded = { ...ALERTS.INVALID_PROJECT_ID, shortMessage: "Whatever core says now" };
    act(() => foyer.stores.alerts.raise(reworded));
    const banner = modal().getByRole("alert", { name: "ID de proyecto no válido" });
    expect(banner.textContent).toContain("Revísalo.");
  });
});
