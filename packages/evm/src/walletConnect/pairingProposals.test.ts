import { describe, expect, it } from "vitest";
import { canResume, createProposalQueue } from "./pairingProposals.js";

const URI = "wc:a@2?relay-protocol=irn&symKey=00";

describe("canResume", () => {
  it.each<[string, Parameters<typeof canResume>[0], string | undefined, boolean, boolean]>([
    ["no proposal", undefined, URI, false, false],
    ["the pending one on screen", { open: true, signsIn: false, knownUri: URI }, URI, false, true],
    [
      "one with no URI yet",
      { open: true, signsIn: false, knownUri: undefined },
      undefined,
      false,
      true,
    ],
    [
      "a shown one, nothing to resume",
      { open: true, signsIn: false, knownUri: URI },
      undefined,
      false,
      false,
    ],
    ["another URI", { open: true, signsIn: false, knownUri: "wc:b@2" }, URI, false, false],
    ["an answered one", { open: false, signsIn: false, knownUri: URI }, URI, false, false],
    [
      "one without sign-in, for a sign-in",
      { open: true, signsIn: false, knownUri: URI },
      URI,
      true,
      false,
    ],
    [
      "one with sign-in, for a sign-in",
      { open: true, signsIn: true, knownUri: URI },
      URI,
      true,
      true,
    ],
  ])("%s → %s", (_name, proposal, resumeUri, signsIn, expected) => {
    expect(canResume(proposal, resumeUri, signsIn)).toBe(expected);
  });
});

/** A stand-in for the SDK's connect: settles when the test says, emits URIs through the queue. */
function sdk() {
  const sends: { approve(): void; refuse(error: Error): void }[] = [];
  const send = () =>
    new Promise<void>((resolve, reject) => {
      sends.push({ approve: resolve, refuse: reject });
    });
  return { sends, send };
}

describe("createProposalQueue", () => {
  it("gives the next URI event to the proposal being sent, and resumes it by that URI", async () => {
    const queue = createProposalQueue();
    const { sends, send } = sdk();
    const first = queue.next(undefined, false, send);
    queue.uriEmitted(URI);
    expect(await first.uri).toBe(URI);
    expect(first.knownUri).toBe(URI);

    expect(queue.next(URI, false, send)).toBe(first);
    expect(sends).toHaveLength(1);
    sends[0]?.approve();
    await first.answered;
    expect(first.open).toBe(false);
  });

  it("sends a new proposal only once the one before has its URI", async () => {
    const queue = createProposalQueue();
    const { sends, send } = sdk();
    queue.next(undefined, false, send);
    // A sign-in connect cannot wait on a plain proposal: a second one is queued.
    const second = queue.next(undefined, true, send);
    await Promise.resolve();
    expect(sends).toHaveLength(1);
    queue.uriEmitted(URI);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sends).toHaveLength(2);
    queue.uriEmitted("wc:b@2");
    expect(await second.uri).toBe("wc:b@2");
  });

  it("a refused proposal rejects its answer and is not resumed", async () => {
    const queue = createProposalQueue();
    const { sends, send } = sdk();
    const first = queue.next(undefined, false, send);
    queue.uriEmitted(URI);
    sends[0]?.refuse(new Error("rejected"));
    await expect(first.answered).rejects.toThrow("rejected");
    expect(queue.next(URI, false, send)).not.toBe(first);
  });
});
