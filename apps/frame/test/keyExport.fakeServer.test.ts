/**
 * UNIT test of key export against the FAKE contract server
 * (test/fakeAuthServer.testutil.ts): a fresh emailed code releases the
 * recovery share, and the key shown is the wallet's.
 */
// @vitest-environment happy-dom
import { AppEvents } from "@foyer/embedded";
import { describe, expect, it } from "vitest";
import { renderExportView } from "../src/ui/exportView.js";
import { createKeyExport } from "../src/wallet/keyExport.js";
import { createFakeAuthServer } from "./fakeAuthServer.testutil.js";
import { openFrame } from "./frameHarness.testutil.js";

const EMAIL = "ada@example.com";

async function signedIn() {
  const server = createFakeAuthServer();
  const frame = openFrame(server);
  await frame.send(AppEvents.CONNECT_EMAIL, { email: EMAIL });
  await frame.send(AppEvents.CONNECT_OTP, { otp: server.lastCode(EMAIL) });
  const state = frame.handlers.state;
  const keyExport = createKeyExport({
    api: frame.api,
    session: () => ({ token: state.token, address: state.wallet?.address }),
  });
  return { server, frame, keyExport };
}

describe("key export (fake contract server)", () => {
  it("needs the emailed code; a wrong one reveals nothing", async () => {
    const { server, frame, keyExport } = await signedIn();
    const mails = server.mail.length;
    await keyExport.sendCode();
    expect(server.mail.length).toBe(mails + 1);
    await expect(keyExport.reveal("999999")).rejects.toThrow("Invalid code");
    const key = await keyExport.reveal(String(server.lastCode(EMAIL)));
    expect(key).toBe(frame.handlers.state.wallet?.privateKey);
  });

  it("refuses without a session", async () => {
    const server = createFakeAuthServer();
    const frame = openFrame(server);
    const keyExport = createKeyExport({
      api: frame.api,
      session: () => ({ token: undefined, address: undefined }),
    });
    await expect(keyExport.sendCode()).rejects.toThrow("Sign in to export your key");
  });

  it("the view shows the key only after the code, and wipes it on close", async () => {
    const { server, frame, keyExport } = await signedIn();
    const root = document.createElement("main");
    document.body.append(root);
    let closed = false;
    renderExportView(document, root, keyExport, () => {
      closed = true;
    });
    const button = (name: string) =>
      [...root.querySelectorAll("button")].find((b) => b.textContent === name);
    const output = () => root.querySelector('output[aria-label="Private key"]');
    button("Email me a code")?.click();
    await new Promise((r) => setTimeout(r, 20));
    expect(root.querySelector('[role="status"]')?.textContent).toBe("Code sent. Check your email.");
    expect(output()?.textContent).toBe("");
    const input = root.querySelector<HTMLInputElement>("#foyer-export-code");
    if (!input) throw new Error("no code input");
    input.value = String(server.lastCode(EMAIL));
    root.querySelector("form")?.dispatchEvent(new Event("submit", { cancelable: true }));
    await new Promise((r) => setTimeout(r, 50));
    expect(output()?.textContent).toBe(frame.handlers.state.wallet?.privateKey);
    button("Close")?.click();
    expect(closed).toBe(true);
    expect(root.textContent).not.toContain(String(frame.handlers.state.wallet?.privateKey));
  });
});
