import type { CaipNetworkId } from "@foyer/core";

/** The frame's element id: fixed, so the app finds (and never duplicates) its frame (behaviour §2). */
export const FRAME_ELEMENT_ID = "foyer-embedded-frame";

/** The protocol version the app asks the frame for (behaviour §2 "version 4"). */
export const FRAME_PROTOCOL_VERSION = 4;

/** Behaviour §9: how long the frame may take to say it is ready. */
export const FRAME_READY_TIMEOUT_MS = 20_000;

/** Behaviour §9: how long a login request may wait for the frame's answer. */
export const FRAME_LOGIN_REQUEST_TIMEOUT_MS = 120_000;

/** Behaviour §4/§9: init completes this long after the ready event, letting the frame settle. */
export const FRAME_READY_DELAY_MS = 500;

/** Behaviour §4/§9: sign-out proceeds after this long even without the frame's reply. */
export const FRAME_SIGN_OUT_WAIT_MS = 3_000;

/** Behaviour §9: the chain the frame starts on when the app names none. */
export const FRAME_DEFAULT_CHAIN_ID: CaipNetworkId = "eip155:1";
