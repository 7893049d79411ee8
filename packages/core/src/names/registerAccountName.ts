import {
  evmCoinType,
  formatNameRegistrationMessage,
  fullAccountName,
  isNameRegistrationChainId,
  type NameRecord,
} from "@foyer/protocol";
import type { BlockchainApi } from "../api/blockchain/blockchainApi.js";
import { activeConnection } from "../connection/connectionState.js";
import { ApiError } from "../errors/apiError.js";
import { ConnectionError } from "../errors/connectionError.js";
import { FoyerError } from "../errors/FoyerError.js";
import { messages } from "../errors/messages.js";
import { isUserRejection, normalizeWalletError } from "../errors/normalizeWalletError.js";
import { coreText } from "../i18n/coreText.js";
import { randomNonce } from "../siwx/nonce.js";
import type { Store } from "../store/createStore.js";
import type { NameFlowContext } from "./nameFlowTypes.js";
import type { NameRegistrationState } from "./nameRegistrationState.js";

export interface RegistrationDeps {
  ctx: NameFlowContext;
  blockchain: BlockchainApi;
  store: Store<NameRegistrationState>;
}

/**
 * Behaviour §4 name registration: sign the registration message, post it, show the success
 * view; on failure back to the registration view with the catalogue's message. The errors
 * are behaviour §8's: 'Network not found' without an active eip155 network, 'Address or auth
 * connector not found' without an eip155 account and its wallet, and 'Error registering
 * name {name}' for everything after (a chain id of 2^31 or more, a refused signature, the
 * server's refusal), with the reason as its cause.
 */
export async function registerAccountName(
  { ctx, blockchain, store }: RegistrationDeps,
  label: string,
  zone: string,
): Promise<NameRecord | undefined> {
  const name = fullAccountName(label, zone);
  store.setState({ status: "signing", error: undefined });
  try {
    const network = ctx.networks.store.getState().activeNetworks.eip155;
    if (!network) {
      throw new ConnectionError(coreText("networkNotFound", messages.networkNotFound), {
        code: "NO_ACTIVE_NETWORK",
      });
    }
    const { address } = ctx.accounts.get("eip155");
    const connection = activeConnection(ctx.connection.getState(), "eip155");
    const adapter = ctx.adapterFor("eip155");
    if (!address || !connection || !adapter) {
      throw new ConnectionError(messages.addressOrAuthConnectorNotFound, {
        code: "NO_ACTIVE_ADDRESS",
      });
    }
    const chainId = Number(network.caipNetworkId.slice("eip155:".length));
    if (!isNameRegistrationChainId(chainId)) {
      throw new ApiError(coreText("nameRegisterFailed", messages.nameRegisterFailed, name), {
        code: "NAME_REGISTER_FAILED",
        details: {
          chainId,
          reason: "the chain id must be below 2^31 (it is encoded into a 32-bit coin type)",
        },
      });
    }
    const message = formatNameRegistrationMessage({
      name,
      zone,
      address,
      chainId,
      issuedAt: new Date(ctx.clock.now()).toISOString(),
      nonce: randomNonce(20),
    });
    let signature: string;
    try {
      signature = await adapter.signMessage({
        connectorId: connection.connectorId,
        address,
        message,
      });
    } catch (error) {
      throw new ApiError(coreText("nameRegisterFailed", messages.nameRegisterFailed, name), {
        code: "NAME_REGISTER_FAILED",
        cause: normalizeWalletError(error),
      });
    }
    store.setState({ status: "registering" });
    const record = await blockchain.names.registerName({
      name,
      coinType: evmCoinType(chainId),
      address,
      message,
      signature,
    });
    showRegistered(ctx, record, address);
    store.setState({ status: "idle", draft: "", registered: record });
    // The embedded wallet's approval view may still be on top: leave it, then show success.
    if (ctx.router.current().view === "ApproveTransaction") ctx.router.goBack();
    if (ctx.router.current().view === "RegisterAccountName") {
      ctx.router.replace({ view: "RegisterAccountNameSuccess" });
    }
    return record;
  } catch (error) {
    const failure =
      error instanceof FoyerError
        ? error
        : new ApiError(coreText("nameRegisterFailed", messages.nameRegisterFailed, name), {
            code: "NAME_REGISTER_FAILED",
            cause: error,
          });
    store.setState({ status: "idle", error: failure.text ?? failure.shortMessage });
    // A user saying no is not a fault to report.
    if (!isUserRejection(failure.cause)) ctx.report(failure);
    if (ctx.router.current().view === "ApproveTransaction") ctx.router.goBack();
    return undefined;
  }
}

/** The new name is the address's primary name now: shown at once and cached as its identity. */
function showRegistered(ctx: NameFlowContext, record: NameRecord, address: string): void {
  const key = address.toLowerCase();
  const identity = { name: record.name, avatar: record.attributes.avatar ?? null };
  ctx.persistence.identityCache.set(key, identity);
  if (ctx.accounts.get("eip155").address?.toLowerCase() !== key) return;
  ctx.accounts.update("eip155", (account) => ({
    ...account,
    profileName: identity.name,
    profileImage: identity.avatar,
  }));
}
