import type { Connector } from "../../adapter/connector.js";
import { foyerMessages } from "../../errors/foyerMessages.js";
import { messages } from "../../errors/messages.js";
import { coreText, type UserText } from "../../i18n/coreText.js";
import type { FoyerContext } from "../../instance/context.js";
import type { Store } from "../../store/createStore.js";
import type { AccountType } from "../../types/chain.js";
import { switchAccountType } from "../accountType/accountTypeSwitch.js";
import { authConnector } from "../authConnector.js";
import { type EmbeddedState, IDLE_LOGIN, IDLE_UPDATE } from "../embeddedState.js";
import type { EmbeddedTheme, EmbeddedWallet, FrameSlot } from "../embeddedWallet.js";
import { runKeyExport } from "../export/keyExport.js";
import { finishEmbeddedLogin, loginUserOptions } from "../finishLogin.js";
import { isValidEmail } from "./email.js";
import {
  checkEmailLoginStart,
  embeddedErrorOutcome,
  stepForConnectAction,
  stepForUpdateAction,
} from "./emailLoginRules.js";
import {
  EMAIL_UPDATE_POLL_MS,
  emailUpdatePollAction,
  isUpdateConfirmedElsewhere,
} from "./emailUpdatePoll.js";

/** The actions of the email views. They never reject: failures land in the store. */
export interface FoyerEmail {
  /** Starts a login (Connect's email form): validate, cooldown, ask the frame, route. */
  connectEmail(email: string): Promise<void>;
  /** Sends the entered code (EmailLogin). */
  submitOtp(otp: string): Promise<void>;
  /** Mails a new code to the same address; the 30 s cooldown applies. */
  resendCode(): Promise<void>;
  /** Starts an email change (UpdateEmailWallet): a code goes to the current address. */
  updateEmail(newEmail: string): Promise<void>;
  /** Sends the code of the update step the view is on (primary, then secondary). */
  submitUpdateOtp(otp: string): Promise<void>;
  /** Has the frame show its key export (fresh code, reveal); the key never reaches the app. */
  exportKey(): Promise<void>;
  /** Leaves an unfinished login or update (the view was left). */
  reset(): void;
  /** behaviour §4 account type switch (eoa ⇄ smartAccount); state in `stores.embedded.smartAccounts`. */
  switchAccountType(target: AccountType): Promise<void>;
  /** The modal's theme, for the frame's screens (behaviour §7 sync theme); never loads the wallet. */
  syncTheme(theme: EmbeddedTheme): void;
  /** Where the frame shows its screens (ApproveTransaction's content area); undefined: nowhere. */
  showFrameIn(slot: FrameSlot | undefined): void;
}

/** The email login and update flows of one instance (behaviour §4). */
export function createEmailFlow(ctx: FoyerContext, store: Store<EmbeddedState>): FoyerEmail {
  const wallet: EmbeddedWallet | undefined = ctx.options.embeddedWallet;
  const setLogin = (login: EmbeddedState["login"]) => store.setState({ login });
  const setUpdate = (update: EmbeddedState["update"]) => store.setState({ update });
  /** Every change of a flow bumps this, so a late answer of an abandoned attempt is dropped. */
  let attempt = 0;

  const fail = (error: unknown): UserText => {
    const outcome = embeddedErrorOutcome(error);
    if (outcome.alert) ctx.alerts.raise(outcome.alert);
    ctx.report(error);
    return outcome.message;
  };

  const showEmailLogin = () => {
    if (ctx.router.current().view !== "EmailLogin") ctx.router.push({ view: "EmailLogin" });
  };

  async function finish(current: number, email: string, connector: Connector): Promise<void> {
    if (!wallet) return;
    setLogin({ step: "connecting", email });
    // Behaviour §5: with SIWX on, the message travels with get-user so the login signs in too.
    const options = await loginUserOptions(ctx, connector);
    if (current !== attempt) return;
    const user = await wallet.getUser(options);
    if (current !== attempt) return;
    // Behaviour §4: success stores the email and the flag, clears the last login time, saves the chain.
    const storedEmail = user.email ?? email;
    await finishEmbeddedLogin(ctx, store, connector, user, {
      remember() {
        ctx.persistence.email.set(storedEmail);
        ctx.persistence.emailLoginUsed.set(true);
        ctx.persistence.lastEmailLoginTime.remove();
      },
      user: { email: storedEmail },
    });
    setLogin(IDLE_LOGIN);
  }

  async function start(input: string, fromView: boolean): Promise<void> {
    const current = ++attempt;
    const connector = authConnector(ctx);
    const back = store.getState().login;
    if (!wallet || !connector) {
      setLogin({ ...back, error: coreText("noAuthConnector", messages.noAuthConnector) });
      return;
    }
    const check = checkEmailLoginStart(
      input,
      ctx.persistence.lastEmailLoginTime.get(),
      ctx.clock.now(),
    );
    if (!check.ok) {
      setLogin({ ...back, error: check.message });
      return;
    }
    const { email } = check;
    setLogin({ step: "sending", email });
    ctx.persistence.lastEmailLoginTime.set(ctx.clock.now());
    try {
      const { action } = await wallet.connectEmail(email);
      if (current !== attempt) return;
      const step = stepForConnectAction(action);
      if (step === "connecting") {
        await finish(current, email, connector);
        return;
      }
      setLogin({ step, email });
      showEmailLogin();
      if (step === "verifyDevice") {
        await wallet.connectDevice();
        if (current !== attempt) return;
        setLogin({ step: "verifyOtp", email });
      }
    } catch (error) {
      if (current !== attempt) return;
      // A failure on the Connect form leaves it idle; on the code view it stays there.
      setLogin({ step: fromView ? "verifyOtp" : "idle", email, error: fail(error) });
    }
  }

  async function startUpdate(input: string): Promise<void> {
    const current = ++attempt;
    if (!wallet) {
      setUpdate({
        step: "enterEmail",
        error: coreText("noAuthConnector", messages.noAuthConnector),
      });
      return;
    }
    const connector = authConnector(ctx);
    if (!connector || !ctx.accounts.get(connector.chain).address) {
      setUpdate({
        step: "enterEmail",
        error: coreText("notConnectedToEmailOrSocial", messages.notConnectedToEmailOrSocial),
      });
      return;
    }
    const newEmail = input.trim();
    if (!isValidEmail(newEmail)) {
      setUpdate({
        step: "enterEmail",
        newEmail,
        error: coreText("invalidEmail", foyerMessages.invalidEmail),
      });
      return;
    }
    setUpdate({ step: "sending", newEmail });
    try {
      const { action } = await wallet.updateEmail(newEmail);
      if (current !== attempt) return;
      setUpdate({ step: stepForUpdateAction(action), newEmail });
      pollUpdate(current);
    } catch (error) {
      if (current === attempt) setUpdate({ step: "enterEmail", newEmail, error: fail(error) });
    }
  }

  /** Behaviour §4: the secondary code stores the new email; the view goes back to Account. */
  function completeUpdate(newEmail: string): void {
    attempt += 1;
    ctx.persistence.email.set(newEmail);
    const connector = authConnector(ctx);
    if (connector) {
      ctx.accounts.update(connector.chain, (a) => ({ ...a, user: { ...a.user, email: newEmail } }));
    }
    setUpdate(IDLE_UPDATE);
    if (ctx.router.current().view === "UpdateEmailWallet") ctx.router.goBack();
  }

  /**
   * Behaviour §4 "polled every 1 s": while the update waits for a code, the wallet's email is read
   * every second, so codes confirmed in another tab or on another device finish the update
   * here too. Ends with the attempt (a new one, reset, completion) or when the flow leaves
   * the code steps; a failed read just waits for the next tick.
   */
  function pollUpdate(current: number): void {
    const tick = async () => {
      if (current !== attempt || !wallet) return;
      const { step, newEmail } = store.getState().update;
      const action = emailUpdatePollAction(step);
      if (action === "stop") return;
      if (action === "ask") {
        const user = await wallet.getUser({ refreshEmail: true }).catch(() => undefined);
        if (current !== attempt) return;
        // A code entered here meanwhile is being checked; its answer decides instead.
        const stillWaiting = emailUpdatePollAction(store.getState().update.step) === "ask";
        const email = user?.email;
        if (stillWaiting && email && isUpdateConfirmedElsewhere(newEmail, email)) {
          completeUpdate(email);
          return;
        }
      }
      ctx.clock.setTimeout(() => void tick(), EMAIL_UPDATE_POLL_MS);
    };
    ctx.clock.setTimeout(() => void tick(), EMAIL_UPDATE_POLL_MS);
  }

  async function submitUpdateOtp(otp: string): Promise<void> {
    const current = attempt;
    const { step, newEmail } = store.getState().update;
    if (!wallet || (step !== "primaryOtp" && step !== "secondaryOtp")) return;
    setUpdate({ step: "verifying", ...(newEmail ? { newEmail } : {}) });
    try {
      if (step === "primaryOtp") {
        await wallet.updateEmailPrimaryOtp(otp);
        if (current === attempt)
          setUpdate({ step: "secondaryOtp", ...(newEmail ? { newEmail } : {}) });
        return;
      }
      const result = await wallet.updateEmailSecondaryOtp(otp);
      if (current === attempt) completeUpdate(result.newEmail);
    } catch (error) {
      if (current === attempt) {
        setUpdate({ step, ...(newEmail ? { newEmail } : {}), error: fail(error) });
      }
    }
  }

  return {
    connectEmail: (email) => start(email, false),
    async submitOtp(otp) {
      const current = attempt;
      const { email } = store.getState().login;
      const connector = authConnector(ctx);
      if (!wallet || !connector || !email) {
        setLogin({
          ...store.getState().login,
          error: coreText("noAuthConnector", messages.noAuthConnector),
        });
        return;
      }
      setLogin({ step: "verifying", email });
      try {
        await wallet.connectOtp(otp);
        if (current !== attempt) return;
        await finish(current, email, connector);
      } catch (error) {
        if (current === attempt) setLogin({ step: "verifyOtp", email, error: fail(error) });
      }
    },
    async resendCode() {
      const { email } = store.getState().login;
      if (email) await start(email, true);
    },
    updateEmail: startUpdate,
    submitUpdateOtp,
    exportKey: () => runKeyExport(ctx, store, fail),
    switchAccountType: (target) => switchAccountType(ctx, store, target),
    syncTheme: (theme) => wallet?.syncTheme?.(theme),
    showFrameIn: (slot) => wallet?.showFrameIn?.(slot),
    reset() {
      attempt += 1;
      store.setState({ login: IDLE_LOGIN, update: IDLE_UPDATE });
    },
  };
}
