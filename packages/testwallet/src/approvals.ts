import { userRejected } from "./errors.js";
import type { ApprovalMode, PendingRequest, RequestKind } from "./types.js";

const LABELS: Record<RequestKind, string> = {
  connect: "connect",
  signMessage: "sign message",
  signTypedData: "sign typed data",
  sendTransaction: "send transaction",
  signTransaction: "sign transaction",
  switchChain: "switch chain",
  addChain: "add chain",
};

export interface ApprovalRequest {
  kind: RequestKind;
  method: string;
  params: unknown;
  summary: string;
}

export interface ApprovalQueue {
  mode(): ApprovalMode;
  setMode(mode: ApprovalMode): void;
  /** Resolves when the request is approved, rejects with 4001 when it is not. */
  ask(request: ApprovalRequest): Promise<void>;
  approve(id: string): boolean;
  reject(id: string): boolean;
  pending(): readonly PendingRequest[];
}

interface Entry {
  request: PendingRequest;
  resolve(): void;
  fail(error: Error): void;
}

/** The "user" of the wallet: answers by mode, or queues until someone decides. */
export function createApprovalQueue(initial: ApprovalMode, onChange: () => void): ApprovalQueue {
  let mode = initial;
  let nextId = 1;
  const entries = new Map<string, Entry>();

  const settle = (id: string, approved: boolean): boolean => {
    const entry = entries.get(id);
    if (entry === undefined) return false;
    entries.delete(id);
    if (approved) entry.resolve();
    else entry.fail(userRejected(entry.request.label));
    onChange();
    return true;
  };

  return {
    mode: () => mode,
    setMode(next) {
      if (next === mode) return;
      mode = next;
      // A test that flips to approve/reject while requests wait means "answer them too".
      if (next !== "ask") for (const id of [...entries.keys()]) settle(id, next === "approve");
      onChange();
    },
    ask(request) {
      const label = LABELS[request.kind];
      if (mode === "approve") return Promise.resolve();
      if (mode === "reject") return Promise.reject(userRejected(label));
      return new Promise<void>((resolve, fail) => {
        const id = `req-${nextId++}`;
        const pending: PendingRequest = Object.freeze({
          ...request,
          id,
          label,
          createdAt: Date.now(),
        });
        entries.set(id, { request: pending, resolve, fail });
        onChange();
      });
    },
    approve: (id) => settle(id, true),
    reject: (id) => settle(id, false),
    pending: () => [...entries.values()].map((entry) => entry.request),
  };
}
