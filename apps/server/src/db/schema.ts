import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** `project_id` of a row that goes when its project goes. */
function projectColumn() {
  return text("project_id")
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" });
}

/** `user_id` of a row that goes when its embedded-wallet user goes. */
function embeddedUserColumn() {
  return text("user_id")
    .notNull()
    .references(() => embeddedUsers.id, { onDelete: "cascade" });
}

/** A point in time: every table stores times with their zone (`timestamptz`). */
function timestamptz(name: string) {
  return timestamp(name, { withTimezone: true });
}

/** When the row was written. */
function createdAtColumn() {
  return timestamptz("created_at").notNull().defaultNow();
}

/**
 * A project is what a `projectId` names: the origins allowed to use it and
 * optional per-project overrides of the remote feature flags.
 */
export const projects = pgTable("projects", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  allowedOrigins: text("allowed_origins").array().notNull().default([]),
  /** Partial feature overrides; null means "all defaults". Validated on read. */
  features: jsonb("features"),
  /**
   * Whether the project's clients send analytics and error reports (`POST /e`,
   * `GET /getAnalyticsConfig`). Off unless the operator turns it on: no call home by default.
   */
  analyticsEnabled: boolean("analytics_enabled").notNull().default(false),
  /** The zone its users' account names are registered under; null: the server's (FOYER_NAME_ZONE). */
  nameZone: text("name_zone"),
  /** CAIP-2 ids of the networks its embedded wallets are smart accounts on; null: every one served. */
  smartAccountNetworks: text("smart_account_networks").array(),
  createdAt: createdAtColumn(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

export type ProjectRow = typeof projects.$inferSelect;

/**
 * The wallet registry `GET /getWallets` lists. Seeded from `SEED_WALLETS` at
 * start-up; operators may add rows of their own. The checks mirror what the
 * routes assume, so a hand-written insert can't break the listing or the
 * generated monogram.
 */
export const wallets = pgTable(
  "wallets",
  {
    /** Stable slug, also the wallet's image id. */
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** EIP-6963 reverse-DNS id; several wallets may have none. */
    rdns: text("rdns"),
    mobileLink: text("mobile_link"),
    desktopLink: text("desktop_link"),
    webappLink: text("webapp_link"),
    homepage: text("homepage").notNull(),
    /** CAIP-2 ids. */
    chains: text("chains").array().notNull().default([]),
    badgeType: text("badge_type", { enum: ["certified", "none"] })
      .notNull()
      .default("none"),
    /** Popularity rank: lower is listed first. */
    sortOrder: integer("sort_order").notNull(),
    /** `#rrggbb`, the monogram's background. */
    color: text("color").notNull(),
    createdAt: createdAtColumn(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (table) => [
    // Partial, because many wallets have no rdns and NULLs must not collide in intent.
    uniqueIndex("wallets_rdns_unique").on(table.rdns).where(sql`${table.rdns} is not null`),
    index("wallets_sort_order_idx").on(table.sortOrder),
    check("wallets_badge_type_check", sql`${table.badgeType} in ('certified', 'none')`),
    check("wallets_color_check", sql`${table.color} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);

export type WalletRow = typeof wallets.$inferSelect;
export type NewWalletRow = typeof wallets.$inferInsert;

/**
 * Value movements the indexer found on a chain: native transfers (top-level
 * transactions with value, `log_index` -1), ERC-20 and ERC-721 `Transfer`
 * logs. Addresses are lowercase so lookups need no case folding. Rows above
 * a reorg's common ancestor are deleted and re-indexed.
 */
export const chainTransfers = pgTable(
  "chain_transfers",
  {
    /** CAIP-2 id. */
    chainId: text("chain_id").notNull(),
    blockNumber: bigint("block_number", { mode: "number" }).notNull(),
    blockHash: text("block_hash").notNull(),
    blockTime: timestamptz("block_time").notNull(),
    txHash: text("tx_hash").notNull(),
    txIndex: integer("tx_index").notNull(),
    /** -1 for the native transfer of the transaction itself. */
    logIndex: integer("log_index").notNull(),
    kind: text("kind", { enum: ["native", "erc20", "erc721"] }).notNull(),
    /** Token contract; null for native transfers. */
    token: text("token"),
    fromAddress: text("from_address").notNull(),
    toAddress: text("to_address").notNull(),
    /** Smallest units (wei, token base units); 1 for an ERC-721. */
    amount: numeric("amount", { precision: 78, scale: 0 }).notNull(),
    /** ERC-721 token id; null otherwise. */
    tokenId: numeric("token_id", { precision: 78, scale: 0 }),
    /** The transaction's own sender and recipient (the token contract for token transfers). */
    txFrom: text("tx_from").notNull(),
    txTo: text("tx_to"),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.txHash, table.logIndex] }),
    index("chain_transfers_from_idx").on(
      table.chainId,
      table.fromAddress,
      table.blockNumber,
      table.txIndex,
    ),
    index("chain_transfers_to_idx").on(
      table.chainId,
      table.toAddress,
      table.blockNumber,
      table.txIndex,
    ),
    index("chain_transfers_block_idx").on(table.chainId, table.blockNumber),
    check("chain_transfers_kind_check", sql`${table.kind} in ('native', 'erc20', 'erc721')`),
  ],
);

export type ChainTransferRow = typeof chainTransfers.$inferSelect;
export type NewChainTransferRow = typeof chainTransfers.$inferInsert;

/** How far the indexer got on each chain: the last fully indexed block and its hash. */
export const indexerCursors = pgTable("indexer_cursors", {
  chainId: text("chain_id").primaryKey(),
  blockNumber: bigint("block_number", { mode: "number" }).notNull(),
  blockHash: text("block_hash").notNull(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

export type IndexerCursorRow = typeof indexerCursors.$inferSelect;

/**
 * Sign-in nonces handed out by `POST /auth/v1/siwx/nonce`. A nonce is spent
 * (`used_at` set) by the first session attempt that names it, in one
 * conditional UPDATE, so two instances can't both accept it.
 */
export const siwxNonces = pgTable(
  "siwx_nonces",
  {
    projectId: projectColumn(),
    nonce: text("nonce").notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.nonce] }),
    index("siwx_nonces_expires_idx").on(table.expiresAt),
  ],
);

export type SiwxNonceRow = typeof siwxNonces.$inferSelect;

/**
 * Verified sign-ins. Only the SHA-256 of the bearer token is kept, so a
 * leaked table can't be replayed as tokens. `address_key` is the address in
 * the form lookups compare (lowercase where the namespace is case-insensitive).
 */
export const siwxSessions = pgTable(
  "siwx_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    projectId: projectColumn(),
    /** CAIP-2 id. */
    chainId: text("chain_id").notNull(),
    addressKey: text("address_key").notNull(),
    /** The signed message's fields, as parsed from its text. */
    data: jsonb("data").notNull(),
    message: text("message").notNull(),
    signature: text("signature").notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz("expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
  },
  (table) => [
    index("siwx_sessions_account_idx").on(table.projectId, table.chainId, table.addressKey),
    index("siwx_sessions_expires_idx").on(table.expiresAt),
  ],
);

export type SiwxSessionRow = typeof siwxSessions.$inferSelect;

/**
 * Fixed-window request counters (`key` like `siwx:ip:203.0.113.7`). Kept in
 * the database rather than in memory so every instance counts the same hits.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamptz("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index("rate_limits_window_idx").on(table.windowStart),
  ],
);

/**
 * Server-wide secrets generated on first start when the operator gave none
 * (`FOYER_SECRET` unset, local use only): one row per name, written once.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAtColumn(),
});

/**
 * Embedded-wallet users: one per (project, email) for email login, one per (project,
 * provider, subject) for social login. Emails are stored normalised (lowercase); a social
 * user has none. `social_subject` is the provider's stable id of the person (OIDC `sub`,
 * GitHub/Discord/X/Facebook user id), never an email or a handle, which can change.
 */
export const embeddedUsers = pgTable(
  "embedded_users",
  {
    id: text("id").primaryKey(),
    projectId: projectColumn(),
    email: text("email"),
    socialProvider: text("social_provider"),
    socialSubject: text("social_subject"),
    /** What the provider calls the person now (handle or email), refreshed at each login. */
    socialUsername: text("social_username"),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex("embedded_users_project_email_idx").on(table.projectId, table.email),
    uniqueIndex("embedded_users_project_social_idx").on(
      table.projectId,
      table.socialProvider,
      table.socialSubject,
    ),
  ],
);

/**
 * Social logins under way: one row per authorization request, deleted when its callback is
 * used. Bound to the project and the frame's device id; `state_hash` is the SHA-256 of the
 * `state` sent to the provider. The PKCE verifier and OIDC nonce never leave the server.
 */
export const embeddedOauthStates = pgTable(
  "embedded_oauth_states",
  {
    stateHash: text("state_hash").primaryKey(),
    projectId: projectColumn(),
    deviceId: text("device_id").notNull(),
    provider: text("provider").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    nonce: text("nonce"),
    /** The dApp origin (in the project's allow-list) the callback page hands the result to. */
    appOrigin: text("app_origin").notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (table) => [index("embedded_oauth_states_expires_idx").on(table.expiresAt)],
);

/**
 * One EOA per user. The two server-held Shamir shares are AES-256-GCM sealed
 * (`v1.<iv>.<ciphertext+tag>`, base64url), never stored as given.
 */
export const embeddedWallets = pgTable("embedded_wallets", {
  userId: text("user_id")
    .primaryKey()
    .references(() => embeddedUsers.id, { onDelete: "cascade" }),
  address: text("address").notNull(),
  authShare: text("auth_share").notNull(),
  recoveryShare: text("recovery_share").notNull(),
  createdAt: createdAtColumn(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

/** Devices (the frame's random id) a user has approved, by email link or a verified code. */
export const embeddedDevices = pgTable(
  "embedded_devices",
  {
    userId: embeddedUserColumn(),
    deviceId: text("device_id").notNull(),
    approvedAt: timestamptz("approved_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceId] })],
);

/** Mailed device-approval links; only the SHA-256 of the link's token is kept. */
export const embeddedDeviceLinks = pgTable(
  "embedded_device_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: embeddedUserColumn(),
    deviceId: text("device_id").notNull(),
    /**
     * "Chrome on macOS": what the signing-in browser's User-Agent says, shown
     * on the approval page so the owner can tell their device from another.
     */
    deviceLabel: text("device_label"),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (table) => [index("embedded_device_links_expires_idx").on(table.expiresAt)],
);

/**
 * One live one-time code per (project, purpose, subject): a new code
 * overwrites the row, so the old one stops working. `code_hash` is an HMAC
 * of the code; `data` carries what the code confirms (e.g. a new email).
 */
export const embeddedCodes = pgTable(
  "embedded_codes",
  {
    projectId: projectColumn(),
    purpose: text("purpose").notNull(),
    subject: text("subject").notNull(),
    codeHash: text("code_hash").notNull(),
    tries: integer("tries").notNull().default(0),
    data: jsonb("data"),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.purpose, table.subject] }),
    index("embedded_codes_expires_idx").on(table.expiresAt),
  ],
);

/**
 * Sessions behind the embedded wallet's JWTs, keyed by the token's `jti`:
 * revocation and expiry are checked here on every call. `fresh_until` marks
 * a recently verified code (recovery, reshare); `device_fallback` is the
 * sealed device share of a frame whose storage is blocked.
 */
export const embeddedSessions = pgTable(
  "embedded_sessions",
  {
    jti: text("jti").primaryKey(),
    projectId: projectColumn(),
    userId: embeddedUserColumn(),
    deviceId: text("device_id").notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz("expires_at").notNull(),
    freshUntil: timestamptz("fresh_until"),
    revokedAt: timestamptz("revoked_at"),
    deviceFallback: text("device_fallback"),
  },
  (table) => [
    index("embedded_sessions_user_idx").on(table.userId),
    index("embedded_sessions_expires_idx").on(table.expiresAt),
  ],
);

/**
 * Passkeys (WebAuthn credentials) of embedded-wallet users: the credential id and public key
 * (COSE, base64url) only — nothing secret. A credential belongs to one project's user; the same
 * authenticator's key for another project is a row of its own or none. `sealedDeviceShare` is the
 * frame's device share encrypted under the passkey's PRF output, sealed again with the server key.
 */
export const embeddedPasskeys = pgTable(
  "embedded_passkeys",
  {
    id: text("id").primaryKey(),
    projectId: projectColumn(),
    userId: embeddedUserColumn(),
    credentialId: text("credential_id").notNull(),
    publicKey: text("public_key").notNull(),
    /** The authenticator's signature counter (0 for those that keep none, e.g. synced passkeys). */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").notNull().default(""),
    /** `multiDevice` (may sync) or `singleDevice`, as the authenticator said at registration. */
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    aaguid: text("aaguid").notNull(),
    name: text("name").notNull(),
    sealedDeviceShare: text("sealed_device_share"),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamptz("last_used_at"),
  },
  (table) => [
    uniqueIndex("embedded_passkeys_project_credential_idx").on(table.projectId, table.credentialId),
    index("embedded_passkeys_user_idx").on(table.userId),
  ],
);

/**
 * WebAuthn challenges under way, keyed by the challenge's SHA-256: taken (deleted) by the one
 * ceremony that answers them, dead after a few minutes. `userId` is the new user's id for a
 * sign-up, the signed-in user's for an added passkey, null for a login.
 */
export const embeddedPasskeyChallenges = pgTable(
  "embedded_passkey_challenges",
  {
    challengeHash: text("challenge_hash").primaryKey(),
    projectId: projectColumn(),
    deviceId: text("device_id").notNull(),
    purpose: text("purpose").notNull(),
    userId: text("user_id"),
    rpId: text("rp_id").notNull(),
    origin: text("origin").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (table) => [index("embedded_passkey_challenges_expires_idx").on(table.expiresAt)],
);

/** Mail kept by the dev mailbox (no SMTP_URL): shown at /dev/mailbox. */
export const devMail = pgTable(
  "dev_mail",
  {
    /** Serial, so "newest first" is exact even within one millisecond. */
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    sentAt: timestamptz("sent_at").notNull().defaultNow(),
  },
  (table) => [index("dev_mail_sent_idx").on(table.sentAt)],
);

/**
 * Per email address budgets of the embedded-wallet auth (mails sent, wrong
 * codes tried), over a rolling hour and day, shared by every instance. The
 * key is `<kind>:<HMAC of the address>`, so no address is stored; `version`
 * makes each take a compare-and-set, so concurrent takes can't overspend.
 */
export const addressBudgets = pgTable(
  "address_budgets",
  {
    key: text("key").primaryKey(),
    hourStart: timestamptz("hour_start").notNull(),
    hourCount: integer("hour_count").notNull(),
    dayStart: timestamptz("day_start").notNull(),
    dayCount: integer("day_count").notNull(),
    lastAt: timestamptz("last_at").notNull(),
    version: integer("version").notNull().default(0),
  },
  (table) => [index("address_budgets_day_idx").on(table.dayStart)],
);

/**
 * Analytics and error reports from clients (`POST /e`, behaviour §7), kept for
 * the operator. Only projects with `analytics_enabled` store any. A client
 * retrying a report sends the same `event_id`; it is stored once.
 */
export const clientEvents = pgTable(
  "client_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    projectId: projectColumn(),
    eventId: text("event_id").notNull(),
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
    /** The client's own clock (`timestamp`), as sent. */
    sentAt: timestamptz("sent_at").notNull(),
    sdkType: text("sdk_type").notNull(),
    sdkVersion: text("sdk_version").notNull(),
    url: text("url").notNull(),
    domain: text("domain").notNull(),
    type: text("type").notNull(),
    event: text("event").notNull(),
    errorType: text("error_type"),
    errorMessage: text("error_message"),
    stackTrace: text("stack_trace"),
  },
  (table) => [
    uniqueIndex("client_events_event_idx").on(table.projectId, table.eventId),
    index("client_events_received_idx").on(table.projectId, table.receivedAt),
  ],
);

/**
 * Permissions (ERC-7715 grants) of smart accounts: a delegation the account signed to a session
 * key, kept so `GET /v1/sessions/{address}` can list them and the owner can revoke one. The
 * chain enforces the scope; this is the account's record of what it granted.
 */
export const smartSessions = pgTable(
  "smart_sessions",
  {
    projectId: projectColumn(),
    /** CAIP-2 id. */
    chainId: text("chain_id").notNull(),
    /** The delegator, lowercase. */
    account: text("account").notNull(),
    /** The delegation's EIP-712 hash, lowercase. */
    pci: text("pci").notNull(),
    /** The session key's account (the delegate), lowercase. */
    signer: text("signer").notNull(),
    permissionsContext: text("permissions_context").notNull(),
    permissions: jsonb("permissions").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    createdAt: createdAtColumn(),
    revokedAt: timestamptz("revoked_at"),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.chainId, table.account, table.pci] }),
    index("smart_sessions_account_idx").on(table.account, table.createdAt),
  ],
);

/**
 * Account names (behaviour §7 `/v1/profile/*`): off-chain records, each signed by its owner. The
 * primary key is the full lowercase name, so of two registrations of one name exactly one row
 * is written, whichever instance serves them. Names belong to the server's zone, not to a
 * project: every dApp on the server resolves the same names.
 */
export const accountNames = pgTable(
  "account_names",
  {
    /** The full name, lowercase: `alice.foyer.id`. */
    name: text("name").primaryKey(),
    zone: text("zone").notNull(),
    /** The owner's address as signed (EIP-55 checksum). */
    address: text("address").notNull(),
    /** The address lowercase, as reverse lookups compare it. */
    addressKey: text("address_key").notNull(),
    /** The EVM chain the owner signed on, and its ENSIP-11 coin type. */
    chainId: bigint("chain_id", { mode: "number" }).notNull(),
    coinType: bigint("coin_type", { mode: "number" }).notNull(),
    /** `avatar` when the message set one. */
    attributes: jsonb("attributes").$type<Record<string, string>>().notNull().default({}),
    /** The registration message and its signature: the owner's proof, kept with the record. */
    message: text("message").notNull(),
    signature: text("signature").notNull(),
    registeredAt: timestamptz("registered_at").notNull().defaultNow(),
  },
  (table) => [
    index("account_names_address_idx").on(table.addressKey, table.registeredAt),
    check("account_names_name_lower_check", sql`${table.name} = lower(${table.name})`),
  ],
);

export type AccountNameRow = typeof accountNames.$inferSelect;

/**
 * Registration messages already accepted, by signer and nonce, so a signed message registers
 * once and is refused when posted again. Rows older than a message's lifetime are pruned: by
 * then the message is refused as stale anyway.
 */
export const accountNameNonces = pgTable(
  "account_name_nonces",
  {
    addressKey: text("address_key").notNull(),
    nonce: text("nonce").notNull(),
    usedAt: timestamptz("used_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.addressKey, table.nonce] }),
    index("account_name_nonces_used_idx").on(table.usedAt),
  ],
);

/**
 * Card purchases through an onramp provider: made by `POST /v1/generators/onrampurl` with the
 * quote they were priced at, paid at the provider's checkout, settled by a transfer from the
 * treasury. `status` moves created → paid → completed | failed, each step a conditional
 * update, so a checkout submitted twice settles once.
 */
export const onrampOrders = pgTable(
  "onramp_orders",
  {
    id: text("id").primaryKey(),
    projectId: projectColumn(),
    provider: text("provider").notNull(),
    status: text("status", { enum: ["created", "paid", "completed", "failed"] })
      .notNull()
      .default("created"),
    partnerUserId: text("partner_user_id").notNull(),
    /** CAIP-2 id of the network the crypto is delivered on. */
    chainId: text("chain_id").notNull(),
    /** The buyer's wallet, lowercase. */
    destination: text("destination").notNull(),
    /** Purchase currency symbol; the token contract, lowercase, or null for the native coin. */
    asset: text("asset").notNull(),
    assetAddress: text("asset_address"),
    /** Smallest units delivered, and the same as whole tokens for display. */
    purchaseUnits: numeric("purchase_units", { precision: 78, scale: 0 }).notNull(),
    purchaseAmount: text("purchase_amount").notNull(),
    paymentCurrency: text("payment_currency").notNull(),
    /** Fiat with two decimals, as quoted. */
    paymentSubtotal: text("payment_subtotal").notNull(),
    fee: text("fee").notNull(),
    networkFee: text("network_fee").notNull(),
    paymentTotal: text("payment_total").notNull(),
    /** How the buyer pays: a card, or a bank transfer (ACH) from a bank account. */
    paymentMethod: text("payment_method", { enum: ["card", "ach_bank_account"] })
      .notNull()
      .default("card"),
    /**
     * The last four digits of the card (or, paid by bank transfer, of the bank account) once
     * paid; nothing else of either is kept.
     */
    cardLast4: text("card_last4"),
    txHash: text("tx_hash"),
    failure: text("failure"),
    createdAt: createdAtColumn(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("onramp_orders_destination_idx").on(table.chainId, table.destination, table.createdAt),
    index("onramp_orders_tx_hash_idx").on(table.txHash),
    check(
      "onramp_orders_status_check",
      sql`${table.status} in ('created', 'paid', 'completed', 'failed')`,
    ),
    check(
      "onramp_orders_payment_method_check",
      sql`${table.paymentMethod} in ('card', 'ach_bank_account')`,
    ),
  ],
);

export type OnrampOrderRow = typeof onrampOrders.$inferSelect;

/**
 * Nonces of operators' sign-in messages (`POST /admin/v1/auth/nonce`), apart from any
 * project's: an admin session is never an app's. Spent by one conditional UPDATE.
 */
export const adminNonces = pgTable(
  "admin_nonces",
  {
    nonce: text("nonce").primaryKey(),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (table) => [index("admin_nonces_expires_idx").on(table.expiresAt)],
);

/**
 * Operators' admin sessions, opened by a signed Sign In With Ethereum message and carried by
 * the `foyer_admin` cookie. Only the SHA-256 of the cookie's token is kept.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** The signer's address as signed (checksummed), and the chain of the message. */
    address: text("address").notNull(),
    chainId: text("chain_id").notNull(),
    data: jsonb("data").notNull(),
    message: text("message").notNull(),
    signature: text("signature").notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz("expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
  },
  (table) => [index("admin_sessions_expires_idx").on(table.expiresAt)],
);

/**
 * Every change made through the admin API: who (`token` or the signed-in account), what, on
 * which row, the state before and after. Written in the same transaction as the change, so
 * nothing changes without its row. Never holds a secret or an erased user's data.
 */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamptz("at").notNull().defaultNow(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (table) => [index("admin_audit_target_idx").on(table.targetId, table.id)],
);

/**
 * What each project's clients did, counted per hour (`USAGE_KINDS` in `@foyer/protocol`).
 * Each instance adds up its counts in memory and adds them here once per flush interval, one
 * upsert for all keys, so a busy proxy costs a map update per request, not a row.
 */
export const usageCounts = pgTable(
  "usage_counts",
  {
    projectId: text("project_id").notNull(),
    bucketStart: timestamptz("bucket_start").notNull(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    count: bigint("count", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.bucketStart, table.kind, table.key] })],
);

/**
 * A project's gas sponsorship policy (`SponsorshipPolicy` in @foyer/protocol). No row: nothing is
 * sponsored.
 */
export const sponsorshipPolicies = pgTable("sponsorship_policies", {
  projectId: text("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(false),
  /** CAIP-2 ids of the sponsored networks. */
  networks: text("networks").array().notNull().default([]),
  /** Lowercase contract addresses whose calls are paid for; null: any contract. */
  targets: text("targets").array(),
  perUserDailyWei: numeric("per_user_daily_wei", { precision: 78, scale: 0 }).notNull(),
  perUserDailyOperations: integer("per_user_daily_operations").notNull(),
  globalDailyWei: numeric("global_daily_wei", { precision: 78, scale: 0 }).notNull(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

export type SponsorshipPolicyRow = typeof sponsorshipPolicies.$inferSelect;

/**
 * What the paymaster has signed for, per project, UTC day and user (the smart account,
 * lowercase; `*` for the project's total): operations and the most they could cost. Counted when
 * the final paymaster data is signed, so a limit holds across instances.
 */
export const sponsorshipUsage = pgTable(
  "sponsorship_usage",
  {
    projectId: projectColumn(),
    /** `YYYY-MM-DD`, UTC. */
    day: text("day").notNull(),
    sender: text("sender").notNull(),
    operations: integer("operations").notNull().default(0),
    wei: numeric("wei", { precision: 78, scale: 0 }).notNull().default("0"),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.day, table.sender] })],
);
