import { splitChainId } from "@foyer/protocol";
import { isAddress, isHex, verifyMessage } from "viem";
import type { ChainClients } from "../blockchain/chainClients.js";
import type { Db } from "../db/database.js";
import type { ServerOrigin } from "../http/serverOrigin.js";
import { hostOf, type SessionCheckContext } from "../siwx/checkSession.js";
import { createSignatureVerifier, type SignatureVerifier } from "../siwx/verifySignature.js";
import { spendAdminNonce } from "./adminSessionStore.js";

/**
 * An operator signs in with Ethereum on any EVM chain: a plain account's signature is
 * recovered locally; a smart account's (ERC-1271 / ERC-6492) needs the chain, so only on a
 * network this server serves.
 */
export function createAdminVerifier(clients: ChainClients): SignatureVerifier {
  const onChain = createSignatureVerifier(clients);
  return {
    async verify(chainId, address, message, signature) {
      if (clients.get(chainId) !== undefined) {
        return onChain.verify(chainId, address, message, signature);
      }
      if (!isAddress(address, { strict: false }) || !isHex(signature)) return false;
      try {
        return await verifyMessage({ address, message, signature });
      } catch {
        return false;
      }
    },
  };
}

/**
 * What an operator's sign-in message is checked against: the admin nonces, this server's own
 * domain (the console's page, whose Origin must be this server's; a script without an Origin
 * signs for the configured public host), and Ethereum.
 */
export function adminSignInContext(options: {
  db: Db;
  verifier: SignatureVerifier;
  server: ServerOrigin;
  origin: string | undefined;
  nowMs: number;
}): SessionCheckContext {
  const { db, server, origin, nowMs } = options;
  return {
    verifier: options.verifier,
    nowMs,
    spendNonce: (nonce) => spendAdminNonce(db, nonce, nowMs),
    nonceScope: "for an operator's sign-in",
    domainProblem(domain) {
      if (origin !== undefined) {
        if (!server.isOwn(origin)) {
          return `Operators sign in from this server's own console, not from ${origin.slice(0, 100)}`;
        }
        const host = hostOf(origin);
        return host === domain
          ? undefined
          : `The message's domain ${domain} is not the console's host ${host ?? origin}`;
      }
      const own = hostOf(server.baseUrl());
      return own === domain
        ? undefined
        : `The message's domain ${domain} is not this server's host ${own ?? server.baseUrl()}`;
    },
    isSupportedChain: (chainId) => splitChainId(chainId).namespace === "eip155",
  };
}
