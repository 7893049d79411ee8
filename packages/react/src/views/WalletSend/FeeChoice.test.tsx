import type { AdapterFeeOption } from "@foyer/core/internal";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { walletEn } from "../../i18n/walletEn.js";
import { FoyerProvider } from "../../provider/FoyerProvider.js";
import { setupTestFoyer } from "../../testing/renderFoyer.js";
import { FeeChoice } from "./FeeChoice.js";
import { chosenFee, type FeeState } from "./useSendFlow.js";

const options: AdapterFeeOption[] = [
  { speed: "slow", rate: 1, fee: 141n },
  { speed: "normal", rate: 3, fee: 423n },
  { speed: "fast", rate: 6, fee: 846n },
];

describe("Bitcoin's fee choice in the send preview", () => {
  it("offers each speed with its rate and its fee to the satoshi, and reports a new choice", () => {
    const onChoose = vi.fn();
    const { foyer } = setupTestFoyer();
    render(
      <FoyerProvider foyer={foyer}>
        <FeeChoice
          options={options}
          speed="normal"
          decimals={8}
          symbol="BTC"
          disabled={false}
          onChoose={onChoose}
        />
      </FoyerProvider>,
    );
    const group = screen.getByRole("group", { name: walletEn.networkFee });
    const labels = [...group.querySelectorAll("label")].map((label) => label.textContent);
    expect(labels).toEqual([
      "Slow1 sat/vB0.00000141 BTC",
      "Normal3 sat/vB0.00000423 BTC",
      "Fast6 sat/vB0.00000846 BTC",
    ]);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: /Normal/ }).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: /Fast/ }));
    expect(onChoose).toHaveBeenCalledWith("fast");
  });

  it.each<[string, FeeState, AdapterFeeOption | undefined]>([
    ["the option of the chosen speed", { status: "choice", options, speed: "fast" }, options[2]],
    ["none for a gas fee", { status: "ready", fee: "<0.001 ETH", wei: 1n }, undefined],
    ["none while estimating", { status: "estimating" }, undefined],
  ])("chosenFee gives %s", (_name, fee, expected) => {
    expect(chosenFee(fee)).toEqual(expected);
  });
});
