import { EVM_ADDRESS_PATTERN, isCaipNetworkId, isHttpUrl, isRecord } from "@foyer/protocol";
import * as v from "valibot";
import { ConfigError } from "../configError.js";
import type { NetworkConfig } from "./networkConfig.js";

/**
 * FOYER_NETWORKS (or the file FOYER_NETWORKS_FILE names): the networks this server serves, a
 * JSON object keyed by CAIP-2 id. Each entry is checked against the schema of its namespace
 * (solana, or EVM for any other) and every refusal becomes one line naming its place, e.g.
 * `FOYER_NETWORKS["eip155:1"].rpcUrls[1] must be an http(s) URL (got "ftp://b")`.
 */
export function parseNetworks(text: string, source: string): Record<string, NetworkConfig> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ConfigError(`${source} must be valid JSON`);
  }
  if (!isRecord(parsed) || Array.isArray(parsed)) {
    throw new ConfigError(`${source} must be an object like {"eip155:1":{"name":…,"rpcUrls":[…]}}`);
  }
  const problems: string[] = [];
  const networks: Record<string, NetworkConfig> = {};
  for (const [chainId, entry] of Object.entries(parsed)) {
    if (!isCaipNetworkId(chainId)) {
      problems.push(`${source} key "${shown(chainId)}" is not a CAIP-2 id (namespace:reference)`);
      continue;
    }
    const where = `${source}["${chainId}"]`;
    const schema = chainId.startsWith("solana:") ? SolanaNetwork : EvmNetwork;
    const result = v.safeParse(schema, entry);
    if (result.success) {
      networks[chainId] = result.output;
    } else {
      for (const issue of result.issues) problems.push(`${where}${pathOf(issue)} ${issue.message}`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems.slice(0, MAX_PROBLEMS));
  return networks;
}

/** More lines than this would scroll the first ones away; fixing those shows the next. */
const MAX_PROBLEMS = 20;

/** How a refused value is quoted: cut, so a pasted blob can't flood the terminal. */
function shown(value: unknown): string {
  return typeof value === "string" ? value.slice(0, 80) : JSON.stringify(value)?.slice(0, 80);
}

/** `.dex.router`, `.rpcUrls[1]`: where in the entry an issue is. */
function pathOf(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? [])
    .map((item) => (typeof item.key === "number" ? `[${item.key}]` : `.${String(item.key)}`))
    .join("");
}

/**
 * An object's refusals: not an object, a required field missing, or a field the entry does
 * not have (a typo such as `rpcURL` would otherwise be dropped without a word).
 */
function objectMessage(shape: string) {
  return (issue: v.BaseIssue<unknown>): string => {
    if (issue.kind === "schema" && issue.expected === "never") return "is not a known field";
    if (issue.expected?.startsWith('"')) return "is required";
    return `must be an object like ${shape}`;
  };
}

const HttpUrl = v.pipe(
  v.string("must be an http(s) URL"),
  v.trim(),
  v.check(isHttpUrl, (issue) => `must be an http(s) URL (got "${shown(issue.input)}")`),
  v.transform((url) => new URL(url).toString()),
);

const EvmAddress = v.pipe(
  v.string("must be an 0x address of 40 hex digits"),
  v.regex(EVM_ADDRESS_PATTERN, "must be an 0x address of 40 hex digits"),
);

const SolanaMint = v.pipe(
  v.string("must be a base58 mint address (32-44 characters)"),
  v.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, "must be a base58 mint address (32-44 characters)"),
);

const Text = v.pipe(v.string("must be a string"), v.minLength(1, "must not be empty"));

const Decimals = v.pipe(
  v.number("must be an integer from 0 to 77"),
  v.integer("must be an integer from 0 to 77"),
  v.minValue(0, "must be an integer from 0 to 77"),
  v.maxValue(77, "must be an integer from 0 to 77"),
);

const PriceUsd = v.pipe(
  v.number("must be a non-negative number of USD"),
  v.finite("must be a non-negative number of USD"),
  v.minValue(0, "must be a non-negative number of USD"),
);

const Currency = v.strictObject(
  { name: Text, symbol: Text, decimals: Decimals },
  objectMessage('{"name":…,"symbol":…,"decimals":…}'),
);

const Block = v.pipe(
  v.number("must be a non-negative integer"),
  v.safeInteger("must be a non-negative integer"),
  v.minValue(0, "must be a non-negative integer"),
);

const AddressBook = v.record(v.string(), EvmAddress, "must be an object of addresses");

const SmartAccounts = v.strictObject(
  {
    EntryPoint: EvmAddress,
    SimpleFactory: EvmAddress,
    DelegationManager: EvmAddress,
    implementations: AddressBook,
    caveatEnforcers: AddressBook,
  },
  objectMessage('{"EntryPoint":…,"SimpleFactory":…,"DelegationManager":…,…}'),
);

const Dex = v.strictObject(
  {
    factory: EvmAddress,
    stablecoin: EvmAddress,
    wrappedNative: EvmAddress,
    router: v.optional(EvmAddress),
  },
  objectMessage('{"factory":…,"stablecoin":…,"wrappedNative":…}'),
);

const ENTRY_SHAPE = '{"name":…,"rpcUrls":["https://…"]}';

/** What every namespace's entry has: a name and one or more upstream URLs. */
const commonFields = {
  name: Text,
  rpcUrls: v.optional(
    v.pipe(
      v.array(HttpUrl, "must be an array of http(s) URLs"),
      v.minLength(1, "must list at least one http(s) URL"),
    ),
  ),
  /** One upstream, the older spelling of `rpcUrls`. */
  rpcUrl: v.optional(HttpUrl),
  nativeCurrency: v.optional(Currency),
};

type Listed = { name: string; rpcUrls?: string[]; rpcUrl?: string };

function hasUpstream<T extends Listed>() {
  return v.check<T, string>(
    (entry) => entry.rpcUrls !== undefined || entry.rpcUrl !== undefined,
    'needs "rpcUrls" (a non-empty array of http(s) URLs) or "rpcUrl"',
  );
}

/** `rpcUrls` (duplicates dropped: one upstream listed twice is still one) or `rpcUrl`. */
function upstreamsOf<T extends Listed>(
  entry: T,
): Omit<T, "rpcUrl" | "rpcUrls"> & { rpcUrls: string[] } {
  const { rpcUrl, rpcUrls, ...rest } = entry;
  return { ...rest, rpcUrls: [...new Set(rpcUrls ?? (rpcUrl === undefined ? [] : [rpcUrl]))] };
}

const EvmNetwork = v.pipe(
  v.strictObject(
    {
      ...commonFields,
      tokens: v.optional(
        v.array(
          v.strictObject(
            { address: EvmAddress, name: Text, symbol: Text, decimals: Decimals },
            objectMessage('{"address":"0x…","name":…,"symbol":…,"decimals":…}'),
          ),
          "must be an array",
        ),
      ),
      dex: v.optional(Dex),
      indexFromBlock: v.optional(Block),
      bundlerUrl: v.optional(HttpUrl),
      /** An ERC-4337 v0.7 VerifyingPaymaster trusting FOYER_PAYMASTER_SIGNER_KEY. */
      paymaster: v.optional(EvmAddress),
      smartAccounts: v.optional(SmartAccounts),
    },
    objectMessage(ENTRY_SHAPE),
  ),
  hasUpstream(),
  v.transform(upstreamsOf),
);

/** Fields only EVM networks have: on a solana entry each is refused by name. */
const EvmOnly = v.optional(v.never("is for eip155 networks only"));

const SolanaNetwork = v.pipe(
  v.strictObject(
    {
      ...commonFields,
      nativePriceUsd: v.optional(PriceUsd),
      tokens: v.optional(
        v.array(
          v.strictObject(
            {
              address: SolanaMint,
              name: Text,
              symbol: Text,
              decimals: Decimals,
              priceUsd: v.optional(PriceUsd),
            },
            objectMessage('{"address":"<mint>","name":…,"symbol":…,"decimals":…}'),
          ),
          "must be an array",
        ),
      ),
      dex: EvmOnly,
      bundlerUrl: EvmOnly,
      smartAccounts: EvmOnly,
      indexFromBlock: EvmOnly,
      paymaster: EvmOnly,
    },
    objectMessage(ENTRY_SHAPE),
  ),
  hasUpstream(),
  v.transform((entry) => {
    const {
      dex: _dex,
      bundlerUrl: _b,
      smartAccounts: _s,
      indexFromBlock: _i,
      paymaster: _p,
      ...rest
    } = entry;
    return upstreamsOf(rest);
  }),
);
