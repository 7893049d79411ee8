import {
  AppEvents,
  FrameNotices,
  isRpcMethod,
  parseAppToFrame,
  parseFrameToApp,
  SAFE_METHODS,
  UNSAFE_METHODS,
} from "@foyer/embedded";
import fc from "fast-check";
import { gateMessage } from "../src/gate/messageGate.js";
import { originSet } from "../src/gate/origins.js";

/**
 * Properties of the frame's message gate and the frame protocol's schemas,
 * under fast-check. The test suite runs them small and seeded; the
 * benchmark (`bench/frameFuzz.mjs`) runs them big.
 */

export const ALLOWED_ORIGINS = ["https://app.example", "http://localhost:5173"];
const allowed = originSet(ALLOWED_ORIGINS);
const parent = { name: "the embedding window" };
const otherWindow = { name: "some other window" };

const appTypes = Object.values(AppEvents) as string[];
const frameTypes = [
  ...appTypes.map((type) => type.replace("@foyer/app/", "@foyer/frame/")),
  ...appTypes.map((type) => `${type.replace("@foyer/app/", "@foyer/frame/")}/success`),
  ...appTypes.map((type) => `${type.replace("@foyer/app/", "@foyer/frame/")}/error`),
  ...Object.values(FrameNotices),
];
const methods = [...SAFE_METHODS, ...UNSAFE_METHODS, "eth_sign", "anvil_setBalance", "__proto__"];

/** Payload fields the schemas look at, with good and bad values mixed. */
const payloadish = fc.oneof(
  fc.anything(),
  fc.record(
    {
      email: fc.oneof(fc.emailAddress(), fc.string()),
      otp: fc.oneof(fc.stringMatching(/^\d{6}$/), fc.string()),
      chainId: fc.oneof(
        fc.integer(),
        fc.constantFrom("eip155:1", "eip155:31337", "solana:x"),
        fc.string(),
      ),
      rpcUrl: fc.oneof(fc.webUrl(), fc.string()),
      method: fc.oneof(fc.constantFrom(...methods), fc.string()),
      params: fc.anything(),
      token: fc.string(),
      type: fc.constantFrom("EOA", "SMART_ACCOUNT", "eoa", ""),
      themeMode: fc.constantFrom("light", "dark", "dim"),
      themeVariables: fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())),
      provider: fc.constantFrom("google", "github", "apple", "x", "evil"),
    },
    { requiredKeys: [] },
  ),
);

/** Envelope-shaped values (right and wrong types, ids, payloads) and anything at all. */
export const appMessage = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      {
        type: fc.oneof(
          fc.constantFrom(...appTypes, ...frameTypes, "@foyer/app/steal-key"),
          fc.string(),
        ),
        id: fc.oneof(fc.uuid(), fc.string(), fc.integer()),
        payload: payloadish,
      },
      { requiredKeys: ["type"] },
    ),
  },
  { weight: 1, arbitrary: fc.anything({ withObjectString: true, withNullPrototype: true }) },
);

/** Allowed origins, near misses of them, and junk. */
export const origin = fc.oneof(
  fc.constantFrom(...ALLOWED_ORIGINS),
  fc.constantFrom(
    "https://APP.example",
    "https://app.example/",
    "https://app.example:443",
    "https://user@app.example",
    "https://app.example.evil.example",
    "http://app.example",
    " https://app.example",
    "null",
    "",
  ),
  fc.webUrl(),
  fc.string(),
);

const source = fc.constantFrom(parent, otherWindow, null, undefined, {});

/** Each property by name; `runs` is fast-check's numRuns. */
export function gateProperties(): [
  string,
  fc.IPropertyWithHooks<never> | fc.IProperty<unknown[]>,
][] {
  return [
    [
      "accepts only the parent's messages from an exactly allowed origin, schema-valid, never throwing",
      fc.property(appMessage, origin, source, (data, from, sender) => {
        const result = gateMessage({ data, origin: from, source: sender }, parent, allowed);
        if (!result.accepted) return true;
        if (sender !== parent) return false;
        if (!ALLOWED_ORIGINS.includes(from)) return false;
        if (!appTypes.includes(result.message.type)) return false;
        // What passed is itself a valid message: parsing it again accepts it unchanged.
        const again = parseAppToFrame(result.message);
        return again.ok && JSON.stringify(again.message) === JSON.stringify(result.message);
      }),
    ],
    [
      "lets no RPC request through with a method outside the protocol's lists",
      fc.property(
        fc.record({
          type: fc.constant(AppEvents.RPC_REQUEST),
          id: fc.uuid(),
          payload: fc.record(
            { method: fc.oneof(fc.constantFrom(...methods), fc.string()), params: fc.anything() },
            { requiredKeys: ["method"] },
          ),
        }),
        (data) => {
          const result = gateMessage(
            { data, origin: ALLOWED_ORIGINS[0] as string, source: parent },
            parent,
            allowed,
          );
          if (!result.accepted) return true;
          const payload = result.message.payload as { method?: unknown };
          return isRpcMethod(payload.method);
        },
      ),
    ],
    [
      "parses anything the frame side might post without throwing, and keeps reply kinds straight",
      fc.property(
        fc.oneof(
          fc.record(
            { type: fc.constantFrom(...frameTypes), id: fc.uuid(), payload: payloadish },
            { requiredKeys: ["type"] },
          ),
          fc.anything(),
        ),
        (data) => {
          const parsed = parseFrameToApp(data);
          if (!parsed.ok) return true;
          const { kind, type } = parsed.message;
          if (kind === "success") return type.endsWith("/success");
          if (kind === "error") return type.endsWith("/error");
          return (Object.values(FrameNotices) as string[]).includes(type);
        },
      ),
    ],
  ];
}

/** Runs every property; throws with fast-check's counterexample on the first failure. */
export function runGateFuzz(options: { numRuns: number; seed: number }): void {
  for (const [, property] of gateProperties())
    fc.assert(property as fc.IProperty<unknown[]>, options);
}
