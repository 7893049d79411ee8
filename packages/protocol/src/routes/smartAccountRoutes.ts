import * as v from "valibot";
import { isCaipNetworkId } from "../caip/caip.js";
import { EvmAddressField, shown } from "../http/fields.js";
import { defineRoute } from "../http/route.js";

/** The Delegation Framework's contracts on one network, by contract name. */
export const SmartAccountEnvironmentSchema = v.object({
  EntryPoint: EvmAddressField,
  SimpleFactory: EvmAddressField,
  DelegationManager: EvmAddressField,
  implementations: v.record(v.string(), EvmAddressField),
  caveatEnforcers: v.record(v.string(), EvmAddressField),
});

export const SmartAccountNetworkSchema = v.object({
  /** The EVM chain id (number), as the frame's `get-smart-account-enabled-networks` lists it. */
  chainId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  caipNetworkId: v.string(),
  name: v.string(),
  environment: SmartAccountEnvironmentSchema,
});
export type SmartAccountNetwork = v.InferOutput<typeof SmartAccountNetworkSchema>;

/**
 * `GET /v1/smart-accounts`: the networks where the embedded wallet has smart accounts, i.e.
 * that have an ERC-4337 bundler behind this server's RPC proxy and the contracts configured.
 */
export const smartAccountNetworksRoute = defineRoute({
  method: "GET",
  path: "/v1/smart-accounts",
  response: v.object({ networks: v.array(SmartAccountNetworkSchema) }),
});

const HexField = (name: string, length?: number) =>
  v.pipe(
    v.string(`${name} must be a 0x hex string`),
    v.regex(
      length === undefined ? /^0x(?:[0-9a-fA-F]{2})*$/ : new RegExp(`^0x[0-9a-fA-F]{${length}}$`),
      (issue) =>
        `${name} must be 0x${length === undefined ? " hex" : ` and ${length} hex digits`} (got "${shown(issue.input)}")`,
    ),
  );

const CaipChainField = v.pipe(
  v.string("chainId must be a CAIP-2 id like eip155:1"),
  v.check((value: string) => isCaipNetworkId(value), "chainId must be a CAIP-2 id like eip155:1"),
);

/** A permission's id: the delegation's EIP-712 hash. */
export const PciField = HexField("pci", 64);

/** One permission (ERC-7715 grant) of an account, as the server keeps it. */
export const SessionPermissionSchema = v.object({
  pci: v.string(),
  chainId: v.string(),
  /** The session key's account, the delegate. */
  signer: v.string(),
  /** Unix seconds. */
  expiry: v.number(),
  /** The permissions as granted (ERC-7715 shapes). */
  permissions: v.array(v.unknown()),
  permissionsContext: v.string(),
  createdAt: v.string(),
  revokedAt: v.nullable(v.string()),
});
export type SessionPermission = v.InferOutput<typeof SessionPermissionSchema>;

const AccountParams = v.object({ address: EvmAddressField });

/** `GET /v1/sessions/{address}` (behaviour §7): the account's permissions, newest first. */
export const sessionsRoute = defineRoute({
  method: "GET",
  path: "/v1/sessions/:address",
  params: AccountParams,
  query: v.object({ chainId: v.optional(CaipChainField) }),
  response: v.object({ sessions: v.array(SessionPermissionSchema) }),
  codes: { address: "INVALID_ADDRESS", chainId: "INVALID_CHAIN_ID" },
});

/**
 * `POST /v1/sessions/{address}`: records a permission the account granted. Only a delegation the
 * account signed (checked on chain, ERC-1271) is kept, so nobody can list one for someone else.
 */
export const sessionCreateRoute = defineRoute({
  method: "POST",
  path: "/v1/sessions/:address",
  params: AccountParams,
  body: v.object(
    {
      chainId: CaipChainField,
      pci: PciField,
      permissionsContext: HexField("permissionsContext"),
      signer: EvmAddressField,
      expiry: v.pipe(
        v.number("expiry must be unix seconds"),
        v.integer("expiry must be unix seconds"),
        v.minValue(1),
      ),
      permissions: v.pipe(v.array(v.unknown(), "permissions must be an array"), v.maxLength(16)),
    },
    "Body must be a JSON object",
  ),
  response: v.object({ pci: v.string() }),
  codes: { address: "INVALID_ADDRESS", chainId: "INVALID_CHAIN_ID", signer: "INVALID_ADDRESS" },
});

/** `POST /v1/sessions/{address}/revoke` (behaviour §7): body pci and the account's signature. */
export const sessionRevokeRoute = defineRoute({
  method: "POST",
  path: "/v1/sessions/:address/revoke",
  params: AccountParams,
  body: v.object({ pci: PciField, signature: HexField("signature") }, "Body must be a JSON object"),
  response: v.object({ pci: v.string(), revokedAt: v.string() }),
  codes: { address: "INVALID_ADDRESS" },
});
