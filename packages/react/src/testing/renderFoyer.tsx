import type { Foyer, FoyerOptions } from "@foyer/core";
import { createFakeAdapter, evmConnector, setupFoyer, type TestFoyer } from "@foyer/core/testing";
import { act, render, waitFor, within } from "@testing-library/react";
import { type ReactNode, StrictMode } from "react";
import { expect } from "vitest";
import { MODAL_HOST_TAG } from "../modal/useShadowMount.js";
import { FoyerProvider, type FoyerProviderProps } from "../provider/FoyerProvider.js";

/** A full-length address, so truncation (4…6) shows: `0x1234…abcdef`. */
export const LONG_ADDRESS = "0x1234567890abcdef1234567890abcdef12abcdef";

/**
 * Core's test instance, with "metamask" answering a full-length address and
 * announced like an EIP-6963 wallet; "rabby" is a plain injected wallet.
 */
export function setupTestFoyer(patch: Partial<FoyerOptions> = {}): TestFoyer {
  const adapter = createFakeAdapter({
    connectors: [
      evmConnector("metamask", { type: "ANNOUNCED", explorerId: "mm-registry" }),
      evmConnector("rabby"),
    ],
    accounts: { metamask: [{ address: LONG_ADDRESS, type: "eoa" }] },
  });
  return setupFoyer(patch, { adapter });
}

/** The modal host element and its shadow root. */
export function modalHost(): { host: HTMLElement; shadow: ShadowRoot } {
  const host = document.querySelector<HTMLElement>(MODAL_HOST_TAG);
  if (!host?.shadowRoot) throw new Error("no modal host with a shadow root");
  return { host, shadow: host.shadowRoot };
}

/** The themed root inside the shadow root, which every modal layer renders into. */
export function modalRoot(): HTMLElement {
  const root = modalHost().shadow.querySelector<HTMLElement>(".root");
  if (!root) throw new Error("modal root not rendered");
  return root;
}

/** Testing-library queries scoped to the shadow root (the global `screen` can't see inside). */
export function modal() {
  return within(modalRoot());
}

/**
 * Renders `foyer` under a provider, connects "metamask" and opens the modal on Account, its tabs
 * shown: where the tests of the Account view and the actions it offers start.
 */
export async function openConnectedAccount(
  foyer: Foyer,
  wait: { timeout?: number } = {},
): Promise<void> {
  render(<FoyerProvider foyer={foyer} />);
  await act(() => foyer.connect("metamask"));
  act(() => foyer.open());
  await waitFor(() => expect(modal().getByRole("tablist")).toBeTruthy(), wait);
}

/** A real Foyer instance on core's fakes, rendered under a provider. */
export function renderFoyer(
  options: {
    patch?: Partial<FoyerOptions>;
    props?: Omit<FoyerProviderProps, "foyer" | "children">;
    children?: ReactNode;
    test?: TestFoyer;
    /** Render inside React's StrictMode (double effects), as apps do in development. */
    strict?: boolean;
  } = {},
) {
  const test = options.test ?? setupTestFoyer(options.patch);
  const tree = (
    <FoyerProvider foyer={test.foyer} {...options.props}>
      {options.children}
    </FoyerProvider>
  );
  const result = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...test, ...result };
}
