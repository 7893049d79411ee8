// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { createDomApprover } from "../src/ui/approvalView.js";

const summary = {
  title: "Sign message",
  rows: [{ label: "Message", value: "<img src=x onerror=alert(1)>" }],
};

function setup() {
  document.body.innerHTML = "";
  const root = document.createElement("main");
  document.body.append(root);
  const approve = createDomApprover(document, root, () => "Demo dApp");
  const button = (name: string) =>
    [...root.querySelectorAll("button")].find((b) => b.textContent === name);
  return { root, approve, button };
}

describe("the approval view", () => {
  it("shows what is signed as text, named by its heading, with Approve and Reject", async () => {
    const { root, approve, button } = setup();
    const answer = approve(summary, new AbortController().signal);
    await Promise.resolve();
    const dialog = root.querySelector('[role="dialog"]');
    const labelledBy = dialog?.getAttribute("aria-labelledby") ?? "";
    expect(document.getElementById(labelledBy)?.textContent).toBe("Sign message");
    expect(root.textContent).toContain("Requested by Demo dApp");
    expect(root.querySelector("pre")?.textContent).toBe("<img src=x onerror=alert(1)>");
    expect(root.querySelector("img")).toBeNull();
    button("Approve")?.click();
    expect(await answer).toBe(true);
    expect(root.querySelector('[role="dialog"]')).toBeNull();
  });

  it("Reject answers false", async () => {
    const { approve, button } = setup();
    const answer = approve(summary, new AbortController().signal);
    await Promise.resolve();
    button("Reject")?.click();
    expect(await answer).toBe(false);
  });

  it("looks like the modal's buttons: Reject secondary, Approve primary; Escape rejects", async () => {
    const { approve, button, root } = setup();
    const answer = approve(summary, new AbortController().signal);
    await Promise.resolve();
    expect(button("Reject")?.className).toBe("secondary");
    expect(button("Approve")?.className).toBe("primary");
    root
      .querySelector('[role="dialog"]')
      ?.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(await answer).toBe(false);
  });

  it("an abort closes the view and rejects", async () => {
    const { root, approve } = setup();
    const controller = new AbortController();
    const answer = approve(summary, controller.signal);
    await Promise.resolve();
    controller.abort();
    await expect(answer).rejects.toThrow();
    expect(root.children).toHaveLength(0);
  });

  it("shows one request at a time", async () => {
    const { root, approve, button } = setup();
    const first = approve(summary, new AbortController().signal);
    const second = approve({ ...summary, title: "Send transaction" }, new AbortController().signal);
    await Promise.resolve();
    expect(root.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    button("Approve")?.click();
    await first;
    await new Promise((r) => setTimeout(r, 0));
    expect(root.querySelector("h1")?.textContent).toBe("Send transaction");
    button("Reject")?.click();
    expect(await second).toBe(false);
  });
});

describe("the approval view in the app's locale", () => {
  it("speaks the catalogue it reads as the request shows", async () => {
    const { messages: fr } = await import("../src/i18n/locales/fr.js");
    document.body.innerHTML = "";
    const root = document.createElement("main");
    document.body.append(root);
    const approve = createDomApprover(
      document,
      root,
      () => "Demo dApp",
      () => fr,
    );
    const answer = approve(
      { title: fr.titles.signMessage, rows: [{ label: fr.message, value: "hello" }] },
      new AbortController().signal,
    );
    await Promise.resolve();
    expect(root.querySelector("h1")?.textContent).toBe("Signer le message");
    expect(root.textContent).toContain("Demandé par Demo dApp");
    const buttons = [...root.querySelectorAll("button")].map((b) => b.textContent);
    expect(buttons).toEqual(["Refuser", "Approuver"]);
    [...root.querySelectorAll("button")].find((b) => b.textContent === "Refuser")?.click();
    expect(await answer).toBe(false);
  });
});
