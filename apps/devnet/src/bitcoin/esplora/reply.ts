/** An HTTP answer: status, body, and its type (JSON, text or bytes, as electrs answers). */
export interface EsploraReply {
  status: number;
  body: string | Uint8Array;
  type: "application/json" | "text/plain" | "application/octet-stream";
}

export const json = (value: unknown, status = 200): EsploraReply => ({
  status,
  body: JSON.stringify(value),
  type: "application/json",
});

export const text = (value: string, status = 200): EsploraReply => ({
  status,
  body: value,
  type: "text/plain",
});

export const bytes = (value: Uint8Array): EsploraReply => ({
  status: 200,
  body: value,
  type: "application/octet-stream",
});

export const notFound = (message = "Not Found") => text(message, 404);

/** 64 lowercase hex digits: a txid or block hash as Esplora's paths take them. */
export const HASH = /^[0-9a-f]{64}$/;
