import { act } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { en } from "../i18n/en.js";
import { modal, renderFoyer } from "../testing/renderFoyer.js";

// Stands in for a chunk that fails to download or a view that throws while rendering.
vi.mock("../views/Account/Account.js", () => ({
  Account: () => {
    throw new Error("chunk failed");
  },
}));

describe("view outlet", () => {
  it("shows an explicit error when a view breaks, and the header still works", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { foyer } = renderFoyer();
    act(() => foyer.open({ view: "Account" }));
    expect(await modal().findByText(en.viewFailedToLoad)).toBeTruthy();
    expect(modal().getByRole("button", { name: en.close })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it("shows the view's loading state while its chunk downloads", () => {
    const { foyer } = renderFoyer();
    act(() => foyer.open({ view: "Networks" }));
    expect(modal().getByRole("progressbar", { name: en.loading })).toBeTruthy();
  });
});
