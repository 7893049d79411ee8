/**
 * The embedded wallet's passkey (WebAuthn) routes on the provider server. Only the wallet frame
 * calls them, from the server's own origin: the frame's origin is the relying party, so a
 * passkey made for one Foyer server works in every app that embeds that server's frame.
 *
 * - `registerOptions` (device header) → `{ options }`: creation options for a new user.
 * - `register` `{ response }` → `{ token, user, passkey }`: the new user, signed in.
 * - `loginOptions` (device header) → `{ options }`: request options for a discoverable login.
 * - `login` `{ response }` → `{ token, user, passkey, sealedDeviceShare }`.
 * - `passkeys` (bearer): GET lists the user's passkeys; POST `{ response }` adds one after
 *   `addOptions` (bearer, POST) gave its creation options.
 * - `passkey` (bearer): DELETE removes one, never the account's last way in.
 * - `deviceShare` (bearer): POST `{ sealedDeviceShare }` keeps the frame's device share sealed
 *   under the passkey's PRF output with that passkey.
 */
export const PASSKEY_ROUTES = {
  registerOptions: "/auth/v1/embedded/passkey/register/options",
  register: "/auth/v1/embedded/passkey/register",
  loginOptions: "/auth/v1/embedded/passkey/login/options",
  login: "/auth/v1/embedded/passkey/login",
  passkeys: "/auth/v1/embedded/passkeys",
  addOptions: "/auth/v1/embedded/passkeys/options",
  passkey: "/auth/v1/embedded/passkeys/:id",
  deviceShare: "/auth/v1/embedded/passkeys/:id/device-share",
} as const;

/** A route of {@link PASSKEY_ROUTES} with its `:id` filled in. */
export function passkeyPath(route: "passkey" | "deviceShare", id: string): string {
  return PASSKEY_ROUTES[route].replace(":id", encodeURIComponent(id));
}

/** One passkey as Account → Passkeys lists it. */
export interface PasskeySummary {
  id: string;
  name: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null until the first login with it. */
  lastUsedAt: string | null;
  /** The authenticator may sync it to the person's other devices (`multiDevice`). */
  synced: boolean;
  /** The WebAuthn credential id (base64url): the key id the smart account files it under. */
  credentialId: string;
  /** Its P-256 public key, uncompressed (0x04‖x‖y, hex): public, what the account checks. */
  publicKey: string;
}
