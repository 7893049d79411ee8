// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { loadFrameMessages } from "../src/i18n/loadFrameMessages.js";
import { createDomApprover } from "../src/ui/approvalView.js";

const summary = {
  title: "Sign message",
  rows: [{ label: "Message", value: "<img src=x onerror=alert(1)>" }],
};

function setup() {
  document.body.innerHTML = "";
  const root = document.createElement("main");
  document.body.append(root);
  const approve = createDomApprover(document, root, () => ({ name: "Demo dApp" }));
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
    const fr = await loadFrameMessages("fr");
    document.body.innerHTML = "";
    const root = document.createElement("main");
    document.body.append(root);
    const approve = createDomApprover(
      document,
      root,
      () => ({ name: "Demo dApp" }),
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

describe("who asks, what changes, what must be read", () => {
  const preview = {
    calls: [
      {
        kind: "tokenApproval" as const,
        token: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
        symbol: "USDC",
        decimals: 6,
        spender: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
        amount: (2n ** 256n - 1n).toString(),
        risk: "unlimited" as const,
      },
      {
        kind: "swap" as const,
        router: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
        sell: { symbol: "USDC", decimals: 6, amount: "1000000" },
        buyAtLeast: { symbol: "FOY", decimals: 18, amount: "490000000000000000" },
      },
    ],
    simulation: {
      status: "success" as const,
      method: "eth_simulateV1" as const,
      changes: [
        {
          kind: "erc20" as const,
          token: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
          symbol: "USDC",
          decimals: 6,
          amount: "-1000000",
        },
        {
          kind: "erc20" as const,
          token: "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0",
          symbol: "FOY",
          decimals: 18,
          amount: "497000000000000000",
        },
      ],
    },
  };

  it("names the verified origin above the app's claimed name, and warns when the claim is another origin", async () => {
    const { root, button } = setup();
    const approve = createDomApprover(document, root, () => ({
      name: "Demo dApp",
      url: "https://bank.example",
    }));
    const answer = approve(
      { ...summary, origin: "http://localhost:5173" },
      new AbortController().signal,
    );
    await Promise.resolve();
    expect(root.querySelector("[data-testid='request-origin']")?.textContent).toBe(
      "http://localhost:5173",
    );
    expect(root.textContent).toContain("Calls itself Demo dApp");
    expect(root.querySelector("[role='alert']")?.textContent).toBe(
      "This app says it is https://bank.example, but the request comes from http://localhost:5173.",
    );
    button("Reject")?.click();
    expect(await answer).toBe(false);
  });

  it("says nothing of a claim that matches the origin; the title is there once, for screen readers", async () => {
    const { root, button } = setup();
    const approve = createDomApprover(document, root, () => ({
      name: "Demo dApp",
      url: "http://localhost:5173/",
    }));
    const answer = approve(
      { ...summary, origin: "http://localhost:5173" },
      new AbortController().signal,
    );
    await Promise.resolve();
    expect(root.querySelector("[role='alert']")).toBeNull();
    expect(root.querySelector("h1")?.className).toBe("visually-hidden");
    expect(root.querySelectorAll("h1")).toHaveLength(1);
    button("Reject")?.click();
    await answer;
  });

  it("waits for the preview, then lists the changes and calls; an unlimited approval must be acknowledged before Approve", async () => {
    const { root, button } = setup();
    let answerPreview: (value: typeof preview) => void = () => {};
    const load = () =>
      new Promise<typeof preview>((resolve) => {
        answerPreview = resolve;
      });
    const answer = approve(root)(
      { ...summary, preview: { callCount: 2, load } },
      new AbortController().signal,
    );
    await Promise.resolve();
    expect(root.textContent).toContain("Simulating…");
    expect(button("Approve")?.disabled).toBe(true);
    answerPreview(preview);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const changes = [...root.querySelectorAll(".changes li")].map((li) => [
      li.className,
      li.textContent,
    ]);
    expect(changes).toEqual([
      ["out", "−1 USDC"],
      ["in", "+0.497 FOY"],
    ]);
    expect([...root.querySelectorAll(".calls li")].map((li) => li.textContent)).toEqual([
      "Allow 0xe7f1…0512 to spend all your USDC, with no limit",
      "Swap 1 USDC for at least 0.49 FOY",
    ]);
    expect(root.querySelector(".warnings [role='alert']")?.textContent).toMatch(
      /^Unlimited approval: /,
    );
    expect(button("Approve")?.disabled).toBe(true);
    const tick = root.querySelector<HTMLInputElement>(".acknowledge input");
    tick?.click();
    expect(button("Approve")?.disabled).toBe(false);
    button("Approve")?.click();
    expect(await answer).toBe(true);
  });

  it("says it could not simulate when the preview fails, and lets the person decide", async () => {
    const { root, button } = setup();
    const answer = approve(root)(
      { ...summary, preview: { callCount: 1, load: () => Promise.reject(new Error("502")) } },
      new AbortController().signal,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.querySelector("[data-testid='balance-changes']")?.textContent).toContain(
      "Could not simulate this transaction",
    );
    expect(button("Approve")?.disabled).toBe(false);
    button("Approve")?.click();
    expect(await answer).toBe(true);
  });

  it("says a transaction would fail, with the chain's reason", async () => {
    const { root, button } = setup();
    const answer = approve(root)(
      {
        ...summary,
        preview: {
          callCount: 1,
          load: async () => ({
            calls: [],
            simulation: {
              status: "reverted" as const,
              callIndex: 0,
              reason: "ERC20: transfer amount exceeds balance",
            },
          }),
        },
      },
      new AbortController().signal,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    const section = root.querySelector("[data-testid='balance-changes']")?.textContent ?? "";
    expect(section).toContain("This transaction would fail");
    expect(section).toContain("ERC20: transfer amount exceeds balance");
    button("Reject")?.click();
    await answer;
  });
});

function approve(root: HTMLElement) {
  return createDomApprover(document, root, () => ({ name: "Demo dApp" }));
}
