import { loadOnce } from "../../effects/loadOnce.js";
import { ALERTS } from "../../errors/alerts.js";
import type { FoyerContext } from "../../instance/context.js";
import type { Store } from "../../store/createStore.js";
import { embeddedLoginUsed } from "../embeddedSession.js";
import { type EmbeddedState, IDLE_LOGIN, IDLE_UPDATE } from "../embeddedState.js";
import type { FoyerEmail } from "./emailLogin.js";

type EmailFlowChunk = typeof import("./emailFlowChunk.js");

/**
 * The email actions of one instance with their code in a chunk of its own (see
 * `emailFlowChunk.ts`). It loads when the modal first opens — where the email
 * form is — unless the page loaded it already at idle (`preloadEmailFlow`), so
 * a login usually finds it ready; an action before that waits for it. Theme and frame slot go straight to the wallet: they never load anything.
 */
export function lazyEmailFlow(ctx: FoyerContext, store: Store<EmbeddedState>): FoyerEmail {
  const wallet = ctx.options.embeddedWallet;
  let flow: FoyerEmail | undefined;
  /** Bumped by reset(), so an action still waiting for the chunk is dropped, as a late answer is. */
  let generation = 0;
  /** The flow, built as soon as the chunk is in (it may already be, for another instance). */
  const ready = (): FoyerEmail | undefined => {
    if (!flow && loadedChunk) flow = loadedChunk.createEmailFlow(ctx, store);
    return flow;
  };
  const loadChunk = loadOnce(() =>
    loadEmailFlowChunk().then((chunk) => {
      flow ??= chunk.createEmailFlow(ctx, store);
      return flow;
    }),
  );
  const load = (): Promise<FoyerEmail> => {
    const now = ready();
    return now ? Promise.resolve(now) : loadChunk();
  };
  if (wallet) {
    const stop = ctx.modal.store.subscribe((state) => {
      if (!state.open) return;
      stop();
      load().catch((error: unknown) => ctx.report(error));
    });
  }
  /**
   * Runs `action` on the flow: at once when loaded, else once the chunk is in. Like the
   * flows, it never rejects: a chunk that can't be fetched raises the alert of an
   * embedded wallet that could not load (the next action tries again).
   */
  const run = (action: (flow: FoyerEmail) => Promise<void>): Promise<void> => {
    const now = ready();
    if (now) return action(now);
    const started = generation;
    return load().then(
      (loaded) => (started === generation ? action(loaded) : undefined),
      (error: unknown) => {
        ctx.report(error);
        ctx.alerts.raise(ALERTS.IFRAME_LOAD_FAILED);
      },
    );
  };
  return {
    connectEmail: (email) => run((f) => f.connectEmail(email)),
    submitOtp: (otp) => run((f) => f.submitOtp(otp)),
    resendCode: () => run((f) => f.resendCode()),
    updateEmail: (newEmail) => run((f) => f.updateEmail(newEmail)),
    submitUpdateOtp: (otp) => run((f) => f.submitUpdateOtp(otp)),
    exportKey: () => run((f) => f.exportKey()),
    switchAccountType: (target) => run((f) => f.switchAccountType(target)),
    syncTheme: (theme) => wallet?.syncTheme?.(theme),
    showFrameIn: (slot) => wallet?.showFrameIn?.(slot),
    reset() {
      generation += 1;
      if (flow) flow.reset();
      else store.setState({ login: IDLE_LOGIN, update: IDLE_UPDATE });
    },
  };
}

/**
 * Behaviour §4: at start-up, an earlier visit's embedded session is checked (and the
 * account given its email or social username back) only when an email or social
 * login was used before; only then does the flows' chunk load.
 */
export async function restoreEmbeddedSession(
  ctx: FoyerContext,
  store: Store<EmbeddedState>,
): Promise<void> {
  if (!ctx.options.embeddedWallet || !embeddedLoginUsed(ctx)) return;
  const chunk = await loadEmailFlowChunk();
  await chunk.restoreEmailSession(ctx, (user) => chunk.adoptEmbeddedUser(ctx, store, user));
}

// The chunk once fetched, so an instance made after that (or the same one, once it is
// in) builds its flow at once. Code, like the browser's module map; no instance state.
let loadedChunk: EmailFlowChunk | undefined;

/**
 * Fetches the email flows' chunk (once). Exported as `preloadEmailFlow`: the modal
 * calls it at idle on a page with an embedded wallet, so the chunk's download, parse
 * and the module preloads it starts stay out of the click that opens the modal. A
 * failure is left to the open, which tries again.
 */
async function loadEmailFlowChunk(): Promise<EmailFlowChunk> {
  loadedChunk ??= await import("./emailFlowChunk.js");
  return loadedChunk;
}

export { loadEmailFlowChunk as preloadEmailFlow };
