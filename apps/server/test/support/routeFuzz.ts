import { request as httpRequest } from "node:http";
import fc from "fast-check";

/**
 * A bounded route fuzzer: malformed queries, bodies, content types, sizes
 * and path traversal, sent over real sockets to a listening server. The
 * test suite runs a small seeded batch; `bench/routeFuzz.mjs` a large one.
 */

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
}

export interface FuzzAnswer {
  request: FuzzRequest;
  status: number;
  body: string;
}

const ADDRESS = "0x52908400098527886E0F7030069857D2E4169EE7";

/** Every route of the server, with `{a}` for an address and `{id}` for an image id. */
const ROUTES = [
  "/health",
  "/appkit/v1/config",
  "/projects/v1/origins",
  "/getWallets",
  "/getWalletImage/{id}",
  "/public/getAssetImage/{id}",
  "/public/getCurrencyImage/{id}",
  "/public/getTokenImage/{id}",
  "/getAnalyticsConfig",
  "/e",
  "/v1",
  "/v1/",
  "/v1/supported-chains",
  "/v1/account/{a}/balance",
  "/v1/account/{a}/history",
  "/v1/account/{a}/nfts",
  "/v1/identity/{a}",
  "/v1/profile/account",
  "/v1/profile/account/{a}",
  "/v1/profile/reverse/{a}",
  "/v1/profile/suggestions/{a}",
  "/v1/fungible/price",
  "/v1/convert/gas-price",
  "/v1/convert/tokens",
  "/v1/convert/quotes",
  "/v1/convert/allowance",
  "/v1/convert/build-approve",
  "/v1/convert/build-transaction",
  "/v1/onramp/options",
  "/v1/onramp/quote",
  "/v1/onramp/orders/{id}",
  "/v1/generators/onrampurl",
  "/onramp/sandbox/foyer-sandbox/checkout/{id}",
  "/auth/v1/siwx/nonce",
  "/auth/v1/siwx/sessions",
  "/auth/v1/siwx/sessions/revoke",
  "/auth/v1/embedded/email/start",
  "/auth/v1/embedded/email/verify",
  "/auth/v1/embedded/email/reauth",
  "/auth/v1/embedded/device/wait",
  "/auth/v1/embedded/device/approve",
  "/auth/v1/embedded/me",
  "/auth/v1/embedded/wallet",
  "/auth/v1/embedded/wallet/auth-share",
  "/auth/v1/embedded/wallet/recovery",
  "/auth/v1/embedded/wallet/export",
  "/auth/v1/embedded/wallet/reshare",
  "/auth/v1/embedded/wallet/device-fallback",
  "/auth/v1/embedded/sign-out",
  "/auth/v1/embedded/email/update",
  "/auth/v1/embedded/email/update/primary",
  "/auth/v1/embedded/email/update/secondary",
  "/frame",
  "/frame/",
  "/frame/index.html",
  "/frame/assets/app.js",
  "/dev/mailbox",
  "/dev/mailbox.json",
];

/** Ways out of the frame folder (and other places no file may be served from). */
export const TRAVERSALS = [
  "/frame/../outside.txt",
  "/frame/%2e%2e/outside.txt",
  "/frame/..%2foutside.txt",
  "/frame/%2e%2e%2foutside.txt",
  "/frame/..%5coutside.txt",
  "/frame/assets/../../outside.txt",
  "/frame/%252e%252e/outside.txt",
  "/frame/....//outside.txt",
  "/frame/%00/outside.txt",
  "/frame/..;/outside.txt",
  "/frame//../outside.txt",
  "/../../../../etc/passwd",
  "/frame/../../../../../etc/passwd",
];

/** Percent-encodes anything a request line may not carry raw. */
function pathSafe(text: string): string {
  return text.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/%?]/g, (char) =>
    [...new TextEncoder().encode(char)]
      .map((byte) => `%${byte.toString(16).padStart(2, "0")}`)
      .join(""),
  );
}

/** Header values must be printable ASCII; anything else is dropped to what is left. */
const headerText = fc
  .string({ maxLength: 80 })
  .map((text) => text.replace(/[^\x20-\x7e]/g, "").trim());

const queryValue = fc.oneof(
  fc.constantFrom(
    "demo",
    "eip155:31337",
    "eip155:1",
    "eip155",
    "",
    "%",
    "%zz",
    "x".repeat(300),
    ADDRESS,
    "-1",
    "1e309",
    "NaN",
    "true",
    "__proto__",
  ),
  fc.string({ maxLength: 40 }),
);
const queryKey = fc.oneof(
  fc.constantFrom(
    "projectId",
    "chainId",
    "st",
    "sv",
    "cursor",
    "limit",
    "page",
    "entries",
    "search",
    "include",
    "exclude",
    "chains",
    "token",
    "to",
    "currency",
    "forceUpdate",
    "address",
    "badge_type",
    "__proto__",
    "constructor",
  ),
  fc.string({ maxLength: 12 }),
);

const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/octet-stream",
  "application/jsonx",
  "json",
  "",
  "application/json; charset=utf-16",
);

/** JSON that is nearly right, plain wrong, deep, or odd. */
const body = fc.oneof(
  fc.json({ maxDepth: 4 }),
  fc.constantFrom(
    "",
    "{",
    "null",
    "[]",
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
    '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","method":"anvil_mine"}',
    '[{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber"},{"jsonrpc":"2.0","method":"evm_mine"}]',
    `{"email":"ada@example.com","otp":"123456"}`,
    `{"email":"${"a".repeat(5000)}@example.com"}`,
    `{"message":"x","signature":"0x","data":{}}`,
    `{"eventId":"e","url":"u","domain":"d","timestamp":1,"props":{"type":"t","event":"e"}}`,
    `{"address":"${ADDRESS}","authShare":"AAAA","recoveryShare":"AAAA"}`,
    `${"[".repeat(5000)}${"]".repeat(5000)}`,
    `{"a":${"1".repeat(400)}}`,
  ),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
);

/** One request: a real route (or a traversal, or junk) with fuzzed parts. */
export function fuzzRequest(projectId: string): fc.Arbitrary<FuzzRequest> {
  const route = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...ROUTES) },
    { weight: 1, arbitrary: fc.constantFrom(...TRAVERSALS) },
    {
      weight: 1,
      arbitrary: fc.webPath().map((path) => (path.startsWith("/") ? path : `/${path}`)),
    },
  );
  const segment = fc.oneof(
    fc.constantFrom(
      ADDRESS,
      "metamask",
      "eip155:1",
      "USD",
      "..",
      "%2e%2e",
      "",
      "0x",
      "a".repeat(300),
    ),
    fc.string({ maxLength: 20 }),
  );
  return fc
    .record({
      method: fc.constantFrom(
        "GET",
        "GET",
        "POST",
        "POST",
        "OPTIONS",
        "PUT",
        "DELETE",
        "PATCH",
        "HEAD",
      ),
      route,
      a: segment,
      id: segment,
      withProject: fc.boolean(),
      query: fc.array(fc.tuple(queryKey, queryValue), { maxLength: 5 }),
      contentType,
      origin: fc.oneof(
        fc.constant(undefined),
        fc.constantFrom("https://dapp.example", "http://127.0.0.1", "null", "https://evil.example"),
        headerText,
      ),
      host: fc.oneof(
        fc.constant(undefined),
        fc.constantFrom("attacker.example", "localhost:1"),
        headerText,
      ),
      device: fc.oneof(fc.constant(undefined), fc.uuid(), headerText),
      bearer: fc.oneof(fc.constant(undefined), fc.constantFrom("x.y.z", ""), headerText),
      body,
      huge: fc.integer({ min: 0, max: 199 }),
    })
    .map((parts): FuzzRequest => {
      const path = parts.route
        .replace("{a}", pathSafe(parts.a) || "x")
        .replace("{id}", pathSafe(parts.id) || "x");
      const query = [
        ...(parts.withProject ? [["projectId", projectId] as const] : []),
        ...parts.query,
      ]
        .map(([key, value]) => `${pathSafe(key)}=${pathSafe(value)}`)
        .join("&");
      const headers: Record<string, string> = {};
      if (parts.contentType !== "") headers["content-type"] = parts.contentType;
      if (parts.origin !== undefined) headers.origin = parts.origin;
      if (parts.host !== undefined && parts.host !== "") headers.host = parts.host;
      if (parts.device !== undefined) headers["x-foyer-device"] = parts.device;
      if (parts.bearer !== undefined) headers.authorization = `Bearer ${parts.bearer}`;
      // One request in 200 is bigger than the 1 MiB body limit.
      const sent = parts.huge === 0 ? `{"x":"${"y".repeat(1_100_000)}"}` : parts.body;
      const hasBody = parts.method !== "GET" && parts.method !== "HEAD";
      return {
        method: parts.method,
        path: query === "" ? path : `${path}?${query}`,
        headers,
        body: hasBody ? sent : undefined,
      };
    });
}

/** Sends one request; a hang longer than `timeoutMs` or a dropped socket is reported as status 0. */
export function send(port: number, request: FuzzRequest, timeoutMs = 30_000): Promise<FuzzAnswer> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (status: number, text: string) => {
      if (settled) return;
      settled = true;
      resolve({ request, status, body: text });
    };
    let outgoing: ReturnType<typeof httpRequest>;
    try {
      outgoing = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: request.method,
          path: request.path,
          headers: {
            ...request.headers,
            ...(request.body === undefined
              ? {}
              : { "content-length": String(Buffer.byteLength(request.body, "latin1")) }),
          },
          timeout: timeoutMs,
        },
        (response) => {
          let text = "";
          response.setEncoding("latin1");
          response.on("data", (chunk: string) => {
            if (text.length < 4096) text += chunk;
          });
          response.on("end", () => done(response.statusCode ?? 0, text));
          response.on("error", () => done(response.statusCode ?? 0, text));
        },
      );
    } catch {
      // The client itself refused to send it (an impossible request line): nothing to test.
      done(-1, "");
      return;
    }
    outgoing.on("timeout", () => {
      outgoing.destroy();
      done(0, "timed out");
    });
    // A 413 closes the connection while the body is still going: that is an answer, not a crash.
    outgoing.on("error", () => done(0, "socket error"));
    outgoing.end(request.body === undefined ? undefined : Buffer.from(request.body, "latin1"));
  });
}

/** Sends every request, `concurrency` at a time; answers in request order. */
export async function sendAll(
  port: number,
  requests: readonly FuzzRequest[],
  concurrency = 8,
): Promise<FuzzAnswer[]> {
  const answers: FuzzAnswer[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      answers[index] = await send(port, requests[index] as FuzzRequest);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}
