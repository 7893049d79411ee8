import * as v from "valibot";
import { isCaipNetworkId } from "../caip/caip.js";
import { EvmAddressField, shown } from "../http/fields.js";

/** Wei as decimal digits, at most 78 of them (uint256). */
const WeiField = (name: string) =>
  v.pipe(
    v.string(`${name} must be wei as decimal digits`),
    v.regex(
      /^(?:0|[1-9][0-9]{0,77})$/,
      (issue) => `${name} must be wei as decimal digits (got "${shown(issue.input)}")`,
    ),
  );

/**
 * A project's gas sponsorship: whether its paymaster pays for its users' smart-account operations,
 * on which networks, for calls to which contracts, and how much a day. Off unless the operator
 * turns it on.
 */
export const SponsorshipPolicySchema = v.object({
  enabled: v.boolean("enabled must be true or false"),
  /** CAIP-2 ids of the networks sponsored (each must have a paymaster on the server). */
  networks: v.pipe(
    v.array(
      v.pipe(
        v.string("networks must list CAIP-2 ids like eip155:1"),
        v.check(
          (value: string) => isCaipNetworkId(value) && value.startsWith("eip155:"),
          (issue) =>
            `networks must list EVM CAIP-2 ids like eip155:1 (got "${shown(issue.input)}")`,
        ),
      ),
    ),
    v.maxLength(64, "networks lists at most 64 networks"),
  ),
  /** The contracts whose calls are paid for; "all" pays for any call. */
  targets: v.union(
    [
      v.literal("all"),
      v.pipe(v.array(EvmAddressField), v.maxLength(256, "targets lists at most 256 contracts")),
    ],
    'targets must be "all" or a list of contract addresses',
  ),
  /** What one user (smart account) may spend a UTC day, in native units (wei), at most. */
  perUserDailyWei: WeiField("perUserDailyWei"),
  /** How many operations one user may have paid for a UTC day. */
  perUserDailyOperations: v.pipe(
    v.number("perUserDailyOperations must be a whole number"),
    v.integer("perUserDailyOperations must be a whole number"),
    v.minValue(0, "perUserDailyOperations must be 0 or more"),
    v.maxValue(1_000_000, "perUserDailyOperations must be at most 1000000"),
  ),
  /** What the whole project may spend a UTC day, in wei. */
  globalDailyWei: WeiField("globalDailyWei"),
});
export type SponsorshipPolicy = v.InferOutput<typeof SponsorshipPolicySchema>;

/** What a project without a policy gets: nothing sponsored. */
export const SPONSORSHIP_OFF: SponsorshipPolicy = {
  enabled: false,
  networks: [],
  targets: "all",
  perUserDailyWei: "0",
  perUserDailyOperations: 0,
  globalDailyWei: "0",
};

/** Why the paymaster will not pay for an operation: a stable code for code, a text for people. */
export const SPONSORSHIP_REFUSALS = {
  SPONSORSHIP_OFF: "This app does not sponsor gas",
  NETWORK_NOT_SPONSORED: "This app does not sponsor gas on this network",
  TARGET_NOT_SPONSORED: "This app does not sponsor calls to this contract",
  USER_DAILY_OPERATIONS: "You have used today's sponsored transactions for this app",
  USER_DAILY_LIMIT: "This transaction is over what this app sponsors for you today",
  PROJECT_DAILY_LIMIT: "This app has used today's gas sponsorship",
  NO_PAYMASTER: "Gas sponsorship is not available on this network",
  INVALID_USER_OPERATION: "The user operation is malformed",
  WRONG_ENTRY_POINT: "This paymaster works with EntryPoint v0.7 only",
  WRONG_CHAIN: "The chain id does not match this network",
} as const;
export type SponsorshipRefusalCode = keyof typeof SPONSORSHIP_REFUSALS;

/**
 * The ERC-7677 paymaster methods the provider server answers itself on a project's RPC URL
 * (`/v1/?chainId=&projectId=`), beside the bundler methods it forwards.
 */
export const PAYMASTER_METHODS = ["pm_getPaymasterStubData", "pm_getPaymasterData"] as const;

/** The JSON-RPC error code of a sponsorship refusal; its `data` carries `{ code, reason }`. */
export const SPONSORSHIP_REFUSED_RPC_CODE = -32010;
