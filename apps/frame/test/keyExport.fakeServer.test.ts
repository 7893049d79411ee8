/**
 * UNIT test of key export against the FAKE contract server
 * (test/fakeAuthServer.testutil.ts): a code mailed for export releases the
 * recovery share, the key shown is the wallet's, and the app hears only the
 * outcome. The real server and browser are exercised by e2e/src/emailExport.test.ts.
 */
// @vitest-environment happy-dom
import { AppEvents, FrameNotices } from "@foyer/embedded";
import { describe, expect, it } from "vitest";
import type { ExportPresenter } from "../src/handlers/handlerTypes.js";
import { renderExportView } from "../src/ui/exportView.js";
import { createKeyExport, type KeyExport } from "../src/wallet/keyExport.js";
import { createFakeAuthServer } from "./fakeAuthServer.testutil.js";
import { openFrame } from "./frameHarness.testutil.js";

const EMAIL = "ada@example.com";
const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

async function signedIn(presentExport?: ExportPresenter) {
  const server = createFakeAuthServer();
  const frame = openFrame(server, presentExport ? { presentExport } : {});
  await frame.send(AppEvents.CONNECT_EMAIL, { email: EMAIL });
  await frame.send(AppEvents.CONNECT_OTP, { otp: server.lastCode(EMAIL) });
  const state = frame.handlers.state;
  const keyExport = createKeyExport({
    api: frame.api,
    session: () => ({ token: state.token, address: state.wallet?.address }),
  });
  const privateKey = () => String(state.wallet?.privateKey);
  return { server, frame, keyExport, privateKey };
}

describe("key export (fake contract server)", () => {
  it("needs a code mailed for export; the login's own freshness and a wrong code reveal nothing", async () => {
    const { server, keyExport, privateKey } = await signedIn();
    // Right after login the session is fresh, yet export still needs its own code.
    await expect(keyExport.unlock("123456")).rejects.toThrow("Invalid code");
    const mails = server.mail.length;
    await keyExport.sendCode();
    expect(server.mail.length).toBe(mails + 1);
    await expect(keyExport.unlock("999999")).rejects.toThrow("Invalid code");
    await expect(keyExport.unlock(String(server.lastCode(EMAIL)))).resolves.toBe(privateKey());
  });

  it("a social user (no email) exports on a fresh sign-in without a code, and not on a stale one", async () => {
    const server = createFakeAuthServer();
    const frame = openFrame(server);
    const start = await frame.send(
      AppEvents.GET_SOCIAL_REDIRECT_URI,
      { provider: "github" },
      "https://app.example",
    );
    const state = new URL((start.payload as { uri: string }).uri).searchParams.get("state");
    await frame.send(
      AppEvents.CONNECT_SOCIAL,
      { uri: `https://frame.example/auth/v1/embedded/social/callback?code=ada&state=${state}` },
      "https://app.example",
    );
    const session = frame.handlers.state;
    const keyExport = createKeyExport({
      api: frame.api,
      session: () => ({ token: session.token, address: session.wallet?.address }),
    });
    expect(await keyExport.proof()).toBe("recentSignIn");
    await expect(keyExport.unlock(undefined)).resolves.toBe(String(session.wallet?.privateKey));
    server.staleSessions();
    await expect(keyExport.unlock(undefined)).rejects.toThrow("Sign in again to export your key");
  });

  it("an email user proves it with a code", async () => {
    const { keyExport } = await signedIn();
    expect(await keyExport.proof()).toBe("code");
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
});

describe("the export-key event", () => {
  it("shows the frame, runs the screen, hides it, and replies with the outcome only", async () => {
    let seen: KeyExport | undefined;
    const { frame, privateKey } = await signedIn(async (keyExport) => {
      seen = keyExport;
      return "done";
    });
    const reply = await frame.send(AppEvents.EXPORT_KEY);
    expect(seen).toBeDefined();
    expect(reply).toMatchObject({
      type: "@foyer/frame/export-key/success",
      payload: { outcome: "done" },
    });
    expect(JSON.stringify(reply)).not.toContain(privateKey().slice(2));
    expect(frame.notices.slice(-2)).toEqual([
      { type: FrameNotices.SHOW },
      { type: FrameNotices.HIDE },
    ]);
  });

  it("refuses before sign-in, and a second export while one is open", async () => {
    const server = createFakeAuthServer();
    const stranger = openFrame(server);
    expect(await stranger.send(AppEvents.EXPORT_KEY)).toMatchObject({
      type: "@foyer/frame/export-key/error",
      payload: { message: "Not connected to email or social" },
    });

    let release: (() => void) | undefined;
    const { frame } = await signedIn(
      (_keyExport, signal) =>
        new Promise((resolve) => {
          release = () => resolve("cancelled");
          signal.addEventListener("abort", () => resolve("cancelled"));
        }),
    );
    const first = frame.send(AppEvents.EXPORT_KEY);
    await tick();
    expect(await frame.send(AppEvents.EXPORT_KEY)).toMatchObject({
      payload: { message: "Key export is already open" },
    });
    release?.();
    expect(await first).toMatchObject({ payload: { outcome: "cancelled" } });
  });

  it("rpc-abort closes an open export screen (the app gave up on it)", async () => {
    const { frame } = await signedIn(
      (_keyExport, signal) =>
        new Promise((resolve) => signal.addEventListener("abort", () => resolve("cancelled"))),
    );
    const open = frame.send(AppEvents.EXPORT_KEY);
    await tick();
    await frame.send(AppEvents.RPC_ABORT);
    expect(await open).toMatchObject({ payload: { outcome: "cancelled" } });
    expect(frame.handlers.state.exportRun).toBeUndefined();
  });

  it("sign-out closes an open export screen", async () => {
    let aborted = false;
    const { frame } = await signedIn(
      (_keyExport, signal) =>
        new Promise((resolve) => {
          signal.addEventListener("abort", () => {
            aborted = true;
            resolve("cancelled");
          });
        }),
    );
    const open = frame.send(AppEvents.EXPORT_KEY);
    await tick();
    await frame.send(AppEvents.SIGN_OUT);
    expect(aborted).toBe(true);
    expect(await open).toMatchObject({ payload: { outcome: "cancelled" } });
  });
});

describe("the export screen (happy-dom)", () => {
  async function render() {
    const test = await signedIn();
    const root = document.createElement("main");
    document.body.append(root);
    const controller = new AbortController();
    const outcome = renderExportView(document, root, test.keyExport, controller.signal);
    const button = (name: string) =>
      [...root.querySelectorAll("button")].find((b) => b.textContent === name);
    const output = () => root.querySelector('output[aria-label="Private key"]');
    /** Types the code and clicks Continue, or presses Enter in the field. */
    const submit = async (code: string, how: "click" | "enter" = "click") => {
      const input = root.querySelector<HTMLInputElement>("#foyer-export-code");
      if (!input) throw new Error("no code input");
      input.value = code;
      if (how === "click") button("Continue")?.click();
      else input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
      await tick(50);
    };
    await tick();
    return { ...test, root, controller, outcome, button, output, submit };
  }

  it("uses no <form>: the frame's sandbox (no allow-forms) would drop its submission", async () => {
    const { root, button } = await render();
    expect(root.querySelector("form")).toBeNull();
    button("Cancel")?.click();
  });

  it("mails a code on opening; a wrong code says so and reveals nothing", async () => {
    const { root, output, submit, privateKey, button } = await render();
    expect(root.querySelector('[role="status"]')?.textContent).toBe(
      "We emailed you a code. Enter it to continue.",
    );
    await submit("12345");
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(
      "Enter the 6-digit code from your email",
    );
    await submit("999999", "enter");
    expect(root.querySelector('[role="alert"]')?.textContent).toBe("Invalid code");
    expect(output()?.textContent).toBe("");
    expect(root.textContent).not.toContain(privateKey().slice(2));
    button("Cancel")?.click();
  });

  it("shows the key only after the code AND Reveal, and wipes it on Done", async () => {
    const { server, root, output, submit, privateKey, button, outcome } = await render();
    await submit(String(server.lastCode(EMAIL)));
    expect(output()?.textContent).toBe("");
    expect(root.textContent).not.toContain(privateKey().slice(2));
    button("Reveal private key")?.click();
    expect(output()?.textContent).toBe(privateKey());
    button("Done")?.click();
    await expect(outcome).resolves.toBe("done");
    expect(root.childElementCount).toBe(0);
    expect(document.body.textContent).not.toContain(privateKey().slice(2));
  });

  it("Cancel before the key is revealed answers cancelled; so does an abort", async () => {
    const first = await render();
    first.button("Cancel")?.click();
    await expect(first.outcome).resolves.toBe("cancelled");
    expect(first.root.childElementCount).toBe(0);

    const second = await render();
    await second.submit(String(second.server.lastCode(EMAIL)));
    second.controller.abort();
    await expect(second.outcome).resolves.toBe("cancelled");
    expect(second.root.childElementCount).toBe(0);
  });
});
