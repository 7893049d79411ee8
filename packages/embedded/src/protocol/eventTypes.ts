/**
 * The names of every message on the app ↔ frame channel (behaviour §7 "Embedded
 * frame events").
 *
 * Naming scheme, one rule for all: `@foyer/<sender>/<event>[/<outcome>]`.
 * - `<sender>` is who posts the message: `app` (the dApp page) or `frame`
 *   (the embedded wallet). A receiver can tell from the prefix alone whether
 *   a message can possibly be meant for it.
 * - `<event>` is the behaviour §7 event in kebab-case, e.g. `connect-email`.
 * - A reply keeps the request's `<event>` and adds `/success` or `/error`, so
 *   `@foyer/app/connect-email` is answered by `@foyer/frame/connect-email/success`
 *   or `@foyer/frame/connect-email/error`.
 * - Events the frame starts on its own have no outcome: `@foyer/frame/ready`,
 *   `@foyer/frame/session-update`, `@foyer/frame/show`, `@foyer/frame/hide`.
 */
export const AppEvents = {
  SWITCH_NETWORK: "@foyer/app/switch-network",
  CONNECT_EMAIL: "@foyer/app/connect-email",
  CONNECT_DEVICE: "@foyer/app/connect-device",
  CONNECT_OTP: "@foyer/app/connect-otp",
  CONNECT_SOCIAL: "@foyer/app/connect-social",
  GET_FARCASTER_URI: "@foyer/app/get-farcaster-uri",
  CONNECT_FARCASTER: "@foyer/app/connect-farcaster",
  GET_USER: "@foyer/app/get-user",
  GET_SOCIAL_REDIRECT_URI: "@foyer/app/get-social-redirect-uri",
  SIGN_OUT: "@foyer/app/sign-out",
  IS_CONNECTED: "@foyer/app/is-connected",
  GET_CHAIN_ID: "@foyer/app/get-chain-id",
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: "@foyer/app/get-smart-account-enabled-networks",
  INIT_SMART_ACCOUNT: "@foyer/app/init-smart-account",
  SET_PREFERRED_ACCOUNT: "@foyer/app/set-preferred-account",
  RPC_REQUEST: "@foyer/app/rpc-request",
  UPDATE_EMAIL: "@foyer/app/update-email",
  UPDATE_EMAIL_PRIMARY_OTP: "@foyer/app/update-email-primary-otp",
  UPDATE_EMAIL_SECONDARY_OTP: "@foyer/app/update-email-secondary-otp",
  SYNC_THEME: "@foyer/app/sync-theme",
  SYNC_DAPP_DATA: "@foyer/app/sync-dapp-data",
  RELOAD: "@foyer/app/reload",
  RPC_ABORT: "@foyer/app/rpc-abort",
  /**
   * Not in behaviour §7 (no peer offers it): the frame shows its key-export screen
   * and answers once the user closes it. The key never leaves the frame; the
   * reply says only whether the user got to see it.
   */
  EXPORT_KEY: "@foyer/app/export-key",
  /**
   * Not in behaviour §7: the frame shows its passkey screen (create one, or use one) and answers
   * once a passkey signed the person in — a new embedded wallet, or theirs. The WebAuthn
   * ceremony runs in the frame, whose origin is the relying party.
   */
  CONNECT_PASSKEY: "@foyer/app/connect-passkey",
  /**
   * Not in behaviour §7: the frame shows the signed-in account's passkeys (list, add, remove) and
   * answers once the user closes the screen.
   */
  MANAGE_PASSKEYS: "@foyer/app/manage-passkeys",
} as const;

export type AppEventName = keyof typeof AppEvents;
/** A request the app posts to the frame. */
export type AppEventType = (typeof AppEvents)[AppEventName];

const APP_PREFIX = "@foyer/app/";
const FRAME_PREFIX = "@foyer/frame/";

type EventSlug<T extends AppEventType> = T extends `${typeof APP_PREFIX}${infer Slug}`
  ? Slug
  : never;

/** The frame's success reply to request `T`. */
export type SuccessType<T extends AppEventType> = `${typeof FRAME_PREFIX}${EventSlug<T>}/success`;
/** The frame's error reply to request `T`. */
export type ErrorType<T extends AppEventType> = `${typeof FRAME_PREFIX}${EventSlug<T>}/error`;

/** `@foyer/app/connect-email` → `@foyer/frame/connect-email/success`. */
export function successTypeOf<T extends AppEventType>(type: T): SuccessType<T> {
  return `${FRAME_PREFIX}${type.slice(APP_PREFIX.length)}/success` as SuccessType<T>;
}

/** `@foyer/app/connect-email` → `@foyer/frame/connect-email/error`. */
export function errorTypeOf<T extends AppEventType>(type: T): ErrorType<T> {
  return `${FRAME_PREFIX}${type.slice(APP_PREFIX.length)}/error` as ErrorType<T>;
}

/** Events the frame posts without being asked. */
export const FrameNotices = {
  READY: "@foyer/frame/ready",
  SESSION_UPDATE: "@foyer/frame/session-update",
  /**
   * The frame needs to be seen (an approval or key-export screen is up): the
   * app lays the frame element over the page. No payload. The app also shows
   * the frame by itself while an unsafe rpc-request is open, so a frame that
   * never sends this still gets its approvals seen.
   */
  SHOW: "@foyer/frame/show",
  /** The frame has nothing to show any more: the app hides the element again. No payload. */
  HIDE: "@foyer/frame/hide",
} as const;

export type FrameNoticeType = (typeof FrameNotices)[keyof typeof FrameNotices];

type FrameEventTable = {
  readonly [N in AppEventName as `${N}_SUCCESS`]: SuccessType<(typeof AppEvents)[N]>;
} & {
  readonly [N in AppEventName as `${N}_ERROR`]: ErrorType<(typeof AppEvents)[N]>;
} & typeof FrameNotices;

function buildFrameEvents(): FrameEventTable {
  const table: Record<string, string> = { ...FrameNotices };
  for (const [name, type] of Object.entries(AppEvents)) {
    table[`${name}_SUCCESS`] = successTypeOf(type);
    table[`${name}_ERROR`] = errorTypeOf(type);
  }
  // Built from AppEvents so a new request can never miss its replies; the
  // mapped type above spells out exactly the keys the loop writes.
  return Object.freeze(table) as FrameEventTable;
}

/**
 * Everything the frame posts: `FrameEvents.CONNECT_EMAIL_SUCCESS`,
 * `FrameEvents.CONNECT_EMAIL_ERROR`, …, `FrameEvents.READY`,
 * `FrameEvents.SESSION_UPDATE`.
 */
export const FrameEvents: FrameEventTable = buildFrameEvents();

export type FrameEventType = FrameEventTable[keyof FrameEventTable];
