/**
 * Storage keys (behaviour §3 "Persisted locally"). All share the `@foyer/` prefix
 * so a host can find or wipe them; structured values carry a version suffix,
 * so a future format change reads old data as absent instead of misreading it.
 */
export const PERSISTENCE_KEYS = {
  activeNetworkId: "@foyer/active_network_id",
  activeNamespace: "@foyer/active_namespace",
  connectedNamespaces: "@foyer/connected_namespaces/v1",
  connectionStatus: "@foyer/connection_status",
  recentWallets: "@foyer/recent_wallets/v1",
  connectedSocialProvider: "@foyer/connected_social_provider",
  preferredAccountTypes: "@foyer/preferred_account_types/v1",
  connections: "@foyer/connections/v1",
  disconnectedConnectorIds: "@foyer/disconnected_connector_ids/v1",
  balanceCache: "@foyer/balance_cache/v1",
  nameCache: "@foyer/name_cache/v1",
  identityCache: "@foyer/identity_cache/v1",
  emailLoginUsed: "@foyer/email_login_used",
  email: "@foyer/email",
  socialUsername: "@foyer/social_username",
  lastEmailLoginTime: "@foyer/last_email_login_time",
  lastUsedChain: "@foyer/last_used_chain",
  smartAccountEnabledNetworks: "@foyer/smart_account_enabled_networks",
} as const;

export type PersistenceKey = keyof typeof PERSISTENCE_KEYS;
