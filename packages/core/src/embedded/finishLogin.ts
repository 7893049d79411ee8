import type { Connector } from "../adapter/connector.js";
import type { AccountState } from "../connection/account/accountState.js";
import { connect } from "../connection/connect/connectFlow.js";
import { englishOf, type UserText } from "../i18n/coreText.js";
import type { FoyerContext } from "../instance/context.js";
import type { Store } from "../store/createStore.js";
import { adoptEmbeddedUser } from "./accountType/accountTypeSwitch.js";
import { preferredEvmAccountType } from "./accountType/preferredAccountType.js";
import type { EmbeddedState } from "./embeddedState.js";
import type { EmbeddedGetUserOptions, EmbeddedWalletUser } from "./embeddedWallet.js";

/**
 * An embedded login that cannot go on, with the message to show: no embedded wallet or auth
 * connector, a closed popup, a refusal at the provider. Each login's failure outcome shows its
 * `text` as it is, without a report or an alert: it is an expected end, not a fault.
 */
export class EmbeddedLoginFailure extends Error {
  override name = "EmbeddedLoginFailure";
  /** What the person is shown. */
  readonly text: UserText;
  /** The person refused at the provider (not a failure of the login). */
  readonly rejected: boolean;
  constructor(text: UserText, options: { rejected?: boolean } = {}) {
    super(englishOf(text));
    this.text = text;
    this.rejected = options.rejected === true;
  }
}

/**
 * What every embedded login asks the frame for the user with: the active network, the
 * app's sign-in fields when SIWX is on (behaviour §5: the login signs in in the same step), and
 * on eip155 the account type the visitor prefers.
 */
export async function loginUserOptions(
  ctx: FoyerContext,
  connector: Connector,
): Promise<EmbeddedGetUserOptions> {
  const network = ctx.networks.store.getState().activeNetworks[connector.chain];
  const siwxMessage =
    network && ctx.siwx.getState().enabled
      ? await ctx.signIn.connectSignInFields(network.caipNetworkId)
      : undefined;
  return {
    ...(network ? { chainId: network.caipNetworkId } : {}),
    ...(siwxMessage ? { siwxMessage } : {}),
    ...(connector.chain === "eip155" ? { preferredAccountType: preferredEvmAccountType(ctx) } : {}),
  };
}

/** How one kind of login shows and remembers the person it connected. */
export interface LoginIdentity {
  /** Persists what brings this login back on the next visit (and forgets the other kinds'). */
  remember(): void;
  /** The account's user as the modal shows it. */
  user: AccountState["user"];
  /** The social provider (or "farcaster") the account was connected with. */
  socialProvider?: string;
}

/**
 * The end every embedded login shares once the frame answered the user: the session the
 * frame signed with it is adopted before the account appears (so the sign-in check after
 * connect asks nothing), the wallet's Solana account joins (loaded only when there is one,
 * so EVM-only logins never fetch it), the AUTH connector connects, the login and the chain
 * are remembered, and the account shows its user.
 */
export async function finishEmbeddedLogin(
  ctx: FoyerContext,
  store: Store<EmbeddedState>,
  connector: Connector,
  user: EmbeddedWalletUser,
  identity: LoginIdentity,
): Promise<void> {
  if (user.signedIn) await ctx.signIn.adoptSession(user.signedIn);
  if (user.solanaAddress) {
    const { connectLinkedAccounts } = await import("./linkedAccounts.js");
    await connectLinkedAccounts(ctx, connector, user);
  }
  await connect(ctx, connector.id, connector.chain);
  identity.remember();
  const active = ctx.networks.store.getState().activeNetworks[connector.chain];
  if (active) ctx.persistence.lastUsedChain.set(active.caipNetworkId);
  ctx.accounts.update(connector.chain, (account) => ({
    ...account,
    user: identity.user,
    socialProvider: identity.socialProvider,
  }));
  await adoptEmbeddedUser(ctx, store, user);
}
