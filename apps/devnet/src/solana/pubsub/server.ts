import { type Address, lamports } from "@solana/kit";
import { type WebSocket, WebSocketServer } from "ws";
import type { LandedTransaction, SolanaChain } from "../chain.js";
import { SLOT_MS, SOLANA_CORE_VERSION } from "../constants.js";
import { encodeAccount } from "../rpc/accountEncoding.js";
import { stringifyWithBigInts } from "../rpc/json.js";
import { decimalsOf } from "../rpc/methods.js";
import { isRecord } from "../rpc/params.js";
import { RpcCode, SolanaRpcError } from "../rpcError.js";
import {
  NOTIFICATION_METHOD,
  parseSubscribe,
  passesFilters,
  type Subscription,
  UNSUBSCRIBE_METHODS,
  unsubscribeId,
} from "./subscriptions.js";

/**
 * Slots a validator takes to finalize one (its tower's 32 lockouts). This chain finalizes a
 * transaction as it lands, so a signature subscription made within that many slots of the
 * landing hears of it at once, as a validator's would when the slot reached finalization.
 */
const FINALIZATION_SLOTS = 32;
/** Slot notifications sent for one tick at most, if the timer fell behind the clock. */
const MAX_SLOTS_PER_TICK = 32;
const SYSTEM_PROGRAM = "11111111111111111111111111111111";

interface Active {
  socket: WebSocket;
  subscription: Subscription;
}

type JsonRpcId = string | number | null;

export interface PubSubServer {
  port: number;
  close(): Promise<void>;
}

function reply(id: JsonRpcId, result: unknown) {
  return { jsonrpc: "2.0", result, id };
}

function errorReply(id: JsonRpcId, code: number, message: string) {
  return { jsonrpc: "2.0", error: { code, message }, id };
}

/**
 * Solana's JSON-RPC PubSub API over WebSocket, as a validator serves it on its RPC port + 1:
 * account, program, signature, logs, slot and root subscriptions, their unsubscribes, and
 * notifications in Agave's shapes (`{ jsonrpc, method: "<kind>Notification", params: {
 * result, subscription } }`). Subscription ids count up from 0 across the server.
 */
export function servePubSub(chain: SolanaChain, port: number, host: string): Promise<PubSubServer> {
  const active = new Map<number, Active>();
  let nextId = 0;
  let slotTimer: ReturnType<typeof setInterval> | undefined;
  let lastSlot = 0n;

  function send(socket: WebSocket, message: unknown) {
    if (socket.readyState === socket.OPEN) socket.send(stringifyWithBigInts(message));
  }

  function notify(id: number, entry: Active, result: unknown) {
    send(entry.socket, {
      jsonrpc: "2.0",
      method: NOTIFICATION_METHOD[entry.subscription.kind],
      params: { result, subscription: id },
    });
  }

  /** An account as notifications carry it; a closed one reads as the default (empty) account. */
  function accountValue(key: string, config: Record<string, unknown>) {
    const account = chain.getAccount(key as Address);
    const encoding =
      (config.encoding as Parameters<typeof encodeAccount>[1] | undefined) ?? "binary";
    if (account.exists) return encodeAccount(account, encoding, config, decimalsOf(chain));
    const empty = encodeAccount(
      {
        exists: true,
        address: key as Address,
        data: new Uint8Array(0),
        executable: false,
        lamports: lamports(0n),
        programAddress: SYSTEM_PROGRAM as Address,
        space: 0n,
      },
      encoding === "jsonParsed" ? "base64" : encoding,
      config,
      decimalsOf(chain),
    );
    return { ...empty, rentEpoch: 0 };
  }

  function signatureResult(landed: LandedTransaction["entry"]) {
    return { context: { slot: landed.slot }, value: { err: landed.err } };
  }

  function onLanded({ entry, written }: LandedTransaction) {
    const context = { slot: entry.slot };
    for (const [id, subscriber] of [...active]) {
      const { subscription } = subscriber;
      switch (subscription.kind) {
        case "signature":
          if (subscription.signature !== entry.signature) break;
          if (subscription.received)
            notify(id, subscriber, { context, value: "receivedSignature" });
          notify(id, subscriber, signatureResult(entry));
          // A signature subscription ends with its notification, as on a validator.
          active.delete(id);
          break;
        case "logs":
          if (
            subscription.mentions !== undefined &&
            !entry.accountKeys.includes(subscription.mentions)
          )
            break;
          notify(id, subscriber, {
            context,
            value: { signature: entry.signature, err: entry.err, logs: entry.logMessages },
          });
          break;
        case "account":
          if (written.includes(subscription.pubkey)) {
            notify(id, subscriber, {
              context,
              value: accountValue(subscription.pubkey, subscription.config),
            });
          }
          break;
        case "program":
          for (const key of written) {
            const account = chain.getAccount(key as Address);
            if (!account.exists || account.programAddress !== subscription.programId) continue;
            if (!passesFilters(new Uint8Array(account.data), subscription.filters)) continue;
            notify(id, subscriber, {
              context,
              value: { pubkey: key, account: accountValue(key, subscription.config) },
            });
          }
          break;
        default:
          break;
      }
    }
  }

  function tickSlots() {
    const current = chain.slot();
    if (current <= lastSlot) return;
    const first =
      current - lastSlot > MAX_SLOTS_PER_TICK
        ? current - BigInt(MAX_SLOTS_PER_TICK) + 1n
        : lastSlot + 1n;
    lastSlot = current;
    for (let slot = first; slot <= current; slot++) {
      for (const [id, subscriber] of active) {
        // Everything here is final at once: the root is the slot itself.
        if (subscriber.subscription.kind === "slot")
          notify(id, subscriber, {
            parent: Number(slot - 1n),
            root: Number(slot),
            slot: Number(slot),
          });
        else if (subscriber.subscription.kind === "root") notify(id, subscriber, Number(slot));
      }
    }
  }

  function updateSlotTimer() {
    const wanted = [...active.values()].some(
      ({ subscription }) => subscription.kind === "slot" || subscription.kind === "root",
    );
    if (wanted && slotTimer === undefined) {
      lastSlot = chain.slot();
      slotTimer = setInterval(tickSlots, SLOT_MS);
    } else if (!wanted && slotTimer !== undefined) {
      clearInterval(slotTimer);
      slotTimer = undefined;
    }
  }

  /** What follows a subscribe reply at once: a signature that already landed, recently. */
  function afterSubscribe(id: number) {
    const subscriber = active.get(id);
    if (subscriber?.subscription.kind !== "signature") return;
    const entry = chain.ledger.get(subscriber.subscription.signature);
    if (entry === undefined || BigInt(entry.slot) + BigInt(FINALIZATION_SLOTS) < chain.slot())
      return;
    notify(id, subscriber, signatureResult(entry));
    active.delete(id);
  }

  /** Answers one request; undefined for a notification (no id), which gets no answer. */
  function answer(socket: WebSocket, request: unknown, later: (() => void)[]): unknown {
    if (!isRecord(request)) return errorReply(null, RpcCode.invalidRequest, "Invalid request");
    const { id, method, params, jsonrpc } = request;
    const hasId = typeof id === "string" || typeof id === "number";
    const replyId: JsonRpcId = hasId ? id : null;
    if (jsonrpc !== "2.0" || typeof method !== "string") {
      return errorReply(replyId, RpcCode.invalidRequest, "Invalid request");
    }
    let result: unknown;
    try {
      const subscription = parseSubscribe(method, params);
      const unsubscribes = Object.hasOwn(UNSUBSCRIBE_METHODS, method);
      if (subscription !== undefined) {
        const subscriptionId = nextId++;
        active.set(subscriptionId, { socket, subscription });
        updateSlotTimer();
        later.push(() => afterSubscribe(subscriptionId));
        result = subscriptionId;
      } else if (unsubscribes) {
        const target = unsubscribeId(params);
        if (active.get(target)?.socket !== socket) {
          throw new SolanaRpcError(RpcCode.invalidParams, "Invalid subscription id.");
        }
        active.delete(target);
        updateSlotTimer();
        result = true;
      } else if (method === "getVersion") {
        result = { "solana-core": SOLANA_CORE_VERSION, "feature-set": 0 };
      } else {
        return hasId ? errorReply(replyId, RpcCode.methodNotFound, "Method not found") : undefined;
      }
    } catch (error) {
      if (!(error instanceof SolanaRpcError)) throw error;
      return hasId ? errorReply(replyId, error.code, error.message) : undefined;
    }
    return hasId ? reply(replyId, result) : undefined;
  }

  function onMessage(socket: WebSocket, text: string) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      send(socket, errorReply(null, RpcCode.parseError, "Parse error"));
      return;
    }
    const later: (() => void)[] = [];
    if (Array.isArray(body)) {
      const replies = body
        .map((item) => answer(socket, item, later))
        .filter((r) => r !== undefined);
      if (body.length === 0)
        send(socket, errorReply(null, RpcCode.invalidRequest, "Invalid request"));
      else if (replies.length > 0) send(socket, replies);
    } else {
      const answered = answer(socket, body, later);
      if (answered !== undefined) send(socket, answered);
    }
    for (const step of later) step();
  }

  const unsubscribeChain = chain.onLanded(onLanded);
  const server = new WebSocketServer({ host, port, maxPayload: 1024 * 1024 });
  server.on("connection", (socket) => {
    socket.on("message", (data) => onMessage(socket, data.toString()));
    socket.on("close", () => {
      for (const [id, entry] of active) if (entry.socket === socket) active.delete(id);
      updateSlotTimer();
    });
  });

  return new Promise((resolve, reject) => {
    server.once("error", (error) => {
      unsubscribeChain();
      reject(error);
    });
    server.once("listening", () => {
      const address = server.address();
      resolve({
        port: typeof address === "object" && address !== null ? address.port : port,
        close: () =>
          new Promise<void>((done) => {
            unsubscribeChain();
            if (slotTimer !== undefined) clearInterval(slotTimer);
            active.clear();
            for (const client of server.clients) client.terminate();
            server.close(() => done());
          }),
      });
    });
  });
}
