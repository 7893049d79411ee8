import { AppEvents } from "@foyer/embedded";
import { frameText, WalletFrameError } from "../errors/walletFrameError.js";
import { type FrameContext, requireToken } from "./frameContext.js";
import type { AreaHandlers } from "./handlerMap.js";
import { keepToken, openWallet } from "./sessionOps.js";

/** The long poll answers within 25 s; five rounds outlast the app's 120 s login timeout. */
const DEVICE_WAIT_ROUNDS = 5;

function loginNotStarted(): WalletFrameError {
  return new WalletFrameError(frameText("loginNotStarted"), { code: "LOGIN_NOT_STARTED" });
}

type EmailRequest =
  | typeof AppEvents.CONNECT_EMAIL
  | typeof AppEvents.CONNECT_DEVICE
  | typeof AppEvents.CONNECT_OTP
  | typeof AppEvents.UPDATE_EMAIL
  | typeof AppEvents.UPDATE_EMAIL_PRIMARY_OTP
  | typeof AppEvents.UPDATE_EMAIL_SECONDARY_OTP;

/** Login by emailed code (email → device approval → code) and changing the account's email. */
export function emailHandlers({ deps, state }: FrameContext): AreaHandlers<EmailRequest> {
  return {
    async [AppEvents.CONNECT_EMAIL](message) {
      const { email } = message.payload;
      state.loginEmail = email;
      const action = await deps.api.emailStart(email, state.token);
      if (action !== "CONNECT") return { action };
      if (state.token && (await openWallet(deps, state, state.token, false))) return { action };
      // The session is valid but this device cannot open the wallet without a fresh
      // code: start again as a stranger so the server sends one.
      return { action: await deps.api.emailStart(email, undefined) };
    },
    async [AppEvents.CONNECT_DEVICE]() {
      const email = state.loginEmail;
      if (!email) throw loginNotStarted();
      for (let round = 0; round < DEVICE_WAIT_ROUNDS; round++) {
        if (await deps.api.deviceWait(email)) return undefined;
      }
      throw new WalletFrameError(frameText("deviceNotApproved"), {
        code: "DEVICE_NOT_APPROVED",
      });
    },
    async [AppEvents.CONNECT_OTP](message) {
      const email = state.loginEmail;
      if (!email) throw loginNotStarted();
      const { token } = await deps.api.emailVerify(email, message.payload.otp);
      keepToken(deps, state, token);
      if (!(await openWallet(deps, state, token, true))) {
        throw new WalletFrameError(frameText("walletUnavailable"), {
          code: "WALLET_UNAVAILABLE",
        });
      }
      state.loginEmail = undefined;
      return undefined;
    },
    async [AppEvents.UPDATE_EMAIL](message) {
      await deps.api.updateEmail(requireToken(state), message.payload.email);
      return { action: "VERIFY_PRIMARY_OTP" };
    },
    async [AppEvents.UPDATE_EMAIL_PRIMARY_OTP](message) {
      await deps.api.updateEmailPrimary(requireToken(state), message.payload.otp);
      return undefined;
    },
    async [AppEvents.UPDATE_EMAIL_SECONDARY_OTP](message) {
      const newEmail = await deps.api.updateEmailSecondary(
        requireToken(state),
        message.payload.otp,
      );
      if (state.wallet) state.wallet = { ...state.wallet, email: newEmail };
      return { newEmail };
    },
  };
}
