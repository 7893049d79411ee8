import type { SmartAccountEnvironment } from "@foyer/smart-account";
import * as v from "valibot";
import { type Address, isAddress } from "viem";
import { apiErrorFrom } from "../api/apiError.js";

/** A network where the wallet has smart accounts: a bundler behind the server and the contracts. */
export interface SmartAccountNetwork {
  chainId: number;
  name: string;
  environment: SmartAccountEnvironment;
}

const AddressSchema = v.custom<Address>(
  (value) => typeof value === "string" && isAddress(value, { strict: false }),
  "Invalid address",
);

const EnvironmentSchema = v.object({
  EntryPoint: AddressSchema,
  SimpleFactory: AddressSchema,
  DelegationManager: AddressSchema,
  implementations: v.record(v.string(), AddressSchema),
  caveatEnforcers: v.record(v.string(), AddressSchema),
});

const AnswerSchema = v.object({
  networks: v.array(
    v.object({
      chainId: v.pipe(v.number(), v.integer(), v.minValue(1)),
      name: v.string(),
      environment: EnvironmentSchema,
    }),
  ),
});

/**
 * Reads which networks have smart accounts from the frame's own server (`GET /v1/smart-accounts`):
 * the server knows which networks have a bundler upstream and where the contracts are, and the
 * frame talks to no other host for it.
 */
export async function fetchSmartAccountNetworks(options: {
  baseUrl: string;
  projectId: string;
  fetch: typeof fetch;
}): Promise<SmartAccountNetwork[]> {
  const url = new URL("/v1/smart-accounts", options.baseUrl);
  url.searchParams.set("projectId", options.projectId);
  const response = await options.fetch(url, { credentials: "omit" });
  if (!response.ok) throw await apiErrorFrom(response);
  const parsed = v.safeParse(AnswerSchema, await response.json().catch(() => undefined));
  if (!parsed.success) throw new Error("The server sent an invalid smart-account network list");
  return parsed.output.networks;
}
