import { randomBytes } from "node:crypto";
import { generateKeyPair, signJWT } from "@walletconnect/relay-auth";
import { WebSocket } from "ws";

/** A JSON-RPC frame the relay sent back. */
export interface RelayFrame {
  id?: string | number | null;
  result?: unknown;
  error?: { code: number; message: string };
}

/**
 * A bare WebSocket client of the relay, authenticated like the SDK (an
 * ed25519-signed JWT with its did:key), for sending what no SDK would send.
 */
export class RawRelayClient {
  private readonly frames: RelayFrame[] = [];
  private readonly waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (data) => {
      this.frames.push(JSON.parse(String(data)) as RelayFrame);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async connect(relayUrl: string): Promise<RawRelayClient> {
    const keyPair = generateKeyPair(randomBytes(32));
    const jwt = await signJWT(randomBytes(32).toString("hex"), relayUrl, 3600, keyPair);
    const socket = new WebSocket(`${relayUrl}/?auth=${jwt}&projectId=e2e&ua=foyer-e2e`);
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    return new RawRelayClient(socket);
  }

  /** Sends a raw text frame and resolves with the next frame the relay answers. */
  async send(text: string, timeoutMs = 10_000): Promise<RelayFrame> {
    const seen = this.frames.length;
    this.socket.send(text);
    const deadline = Date.now() + timeoutMs;
    while (this.frames.length <= seen) {
      if (Date.now() > deadline) throw new Error(`The relay did not answer ${text.slice(0, 60)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return this.frames[seen] as RelayFrame;
  }

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.socket.once("close", () => resolve());
      this.socket.close();
    });
  }
}
