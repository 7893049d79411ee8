import type { Page } from "playwright-core";

/**
 * Everything the dApp's origin could read, gathered from a real page, and a
 * search through it for key material. Used by the embedded-wallet security
 * tests ("no key material reaches the dApp's origin").
 */

declare global {
  interface Window {
    __foyerReceived?: string[];
  }
}

/**
 * Records every message the dApp's top window receives, as the dApp could
 * see it. Binary data is written out as hex and base64, so a share sent as
 * bytes is as findable as one sent as text. Call before the first goto.
 */
export async function recordDappMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const hex = (bytes: Uint8Array) =>
      Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
    const plain = (value: unknown): unknown => {
      if (value instanceof ArrayBuffer) value = new Uint8Array(value);
      if (ArrayBuffer.isView(value)) {
        const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
        return `bytes:${hex(bytes)}:${b64(bytes)}`;
      }
      if (Array.isArray(value)) return value.map(plain);
      if (value !== null && typeof value === "object") {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
      }
      return value;
    };
    window.__foyerReceived = [];
    window.addEventListener(
      "message",
      (event) => {
        window.__foyerReceived?.push(JSON.stringify(plain(event.data)) ?? String(event.data));
      },
      true,
    );
  });
}

/** Recorded HTTP traffic of the dApp's own document (not the frame's). */
export interface DappTraffic {
  /** Method, URL, headers and body of each request; headers and body of each response. */
  entries: string[];
  /** Requests seen (a scan over no traffic proves nothing). */
  requests: number;
  /** Waits for response bodies still being read. */
  settle(): Promise<void>;
}

/**
 * Every request the dApp page's own document makes — to any origin, the
 * provider server included — and every response to it. The frame's own
 * requests (its document is the frame, not the page) are its business: they
 * carry shares by design, to the frame's origin.
 */
export function recordDappTraffic(page: Page): DappTraffic {
  const entries: string[] = [];
  const reading: Promise<unknown>[] = [];
  let requests = 0;
  page.on("request", (request) => {
    if (request.frame() !== page.mainFrame()) return;
    requests += 1;
    entries.push(
      `${request.method()} ${request.url()}\n${JSON.stringify(request.headers())}\n${request.postData() ?? ""}`,
    );
  });
  page.on("response", (response) => {
    if (response.request().frame() !== page.mainFrame()) return;
    entries.push(JSON.stringify(response.headers()));
    reading.push(
      response
        .body()
        .then((body) => entries.push(body.toString("utf8")))
        .catch(() => undefined),
    );
  });
  return {
    entries,
    get requests() {
      return requests;
    },
    settle: async () => {
      await Promise.all(reading);
    },
  };
}

/**
 * What the dApp's origin holds right now: localStorage, sessionStorage,
 * every IndexedDB record, its cookies, its DOM with every open shadow root
 * (the modal's) and the values typed into inputs, and the messages it got.
 */
export async function dappSideText(page: Page, traffic: DappTraffic): Promise<string[]> {
  const inPage = await page.evaluate(async () => {
    const entries = (storage: Storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`);
    const records: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const name = info.name;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, "readonly").objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        records.push(`${name}/${store}: ${JSON.stringify(all)}`);
      }
      db.close();
    }
    const dom: string[] = [document.documentElement.outerHTML];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of Array.from(root.querySelectorAll("*"))) {
        if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
          dom.push(element.value);
        }
        if (element.shadowRoot) {
          dom.push(element.shadowRoot.innerHTML);
          walk(element.shadowRoot);
        }
      }
    };
    walk(document);
    return [
      ...entries(localStorage),
      ...entries(sessionStorage),
      ...records,
      document.cookie,
      ...dom,
      ...(window.__foyerReceived ?? []),
    ];
  });
  const cookies = await page.context().cookies(page.url());
  await traffic.settle();
  return [...inPage, JSON.stringify(cookies), ...traffic.entries];
}

export interface Secret {
  label: string;
  /** Forms to look for; `hex` forms match in any letter case, others exactly. */
  forms: { text: string; hex: boolean }[];
}

const hexOf = (bytes: Buffer) => bytes.toString("hex");

/** A 0x private key: with and without 0x (any case), and its bytes as base64. */
export function privateKeySecret(key: string): Secret {
  const bare = key.replace(/^0x/i, "");
  const bytes = Buffer.from(bare, "hex");
  return {
    label: "private key",
    forms: [
      { text: `0x${bare}`, hex: true },
      { text: bare, hex: true },
      { text: bytes.toString("base64"), hex: false },
    ],
  };
}

/** A base64 Shamir share: as stored, base64url, its bytes as hex. */
export function shareSecret(label: string, share: string): Secret {
  const bytes = Buffer.from(share, "base64");
  return {
    label,
    forms: [
      { text: share, hex: false },
      { text: bytes.toString("base64url"), hex: false },
      { text: hexOf(bytes), hex: true },
    ],
  };
}

/** `label (form)` for every secret form found anywhere in `haystack`. */
export function findSecrets(haystack: string[], secrets: Secret[]): string[] {
  const text = haystack.join("\n");
  const lower = text.toLowerCase();
  const found: string[] = [];
  for (const secret of secrets) {
    for (const form of secret.forms) {
      const hit = form.hex ? lower.includes(form.text.toLowerCase()) : text.includes(form.text);
      if (hit) found.push(`${secret.label} (${form.text.slice(0, 10)}…)`);
    }
  }
  return found;
}
