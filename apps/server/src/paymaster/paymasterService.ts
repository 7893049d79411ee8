import {
  SPONSORSHIP_REFUSALS,
  SPONSORSHIP_REFUSED_RPC_CODE,
  type SponsorshipRefusalCode,
} from "@foyer/protocol";
import { operationCalls } from "@foyer/smart-account";
import { type Address, isAddressEqual, type LocalAccount, numberToHex } from "viem";
import { entryPoint07Address } from "viem/account-abstraction";
import type { Db } from "../db/database.js";
import { type JsonRpcRequest, rpcError } from "../rpc/jsonrpc.js";
import {
  maxOperationCost,
  PAYMASTER_POST_OP_GAS,
  PAYMASTER_VERIFICATION_GAS,
  type PaymasterTerms,
  signedPaymasterData,
  stubPaymasterData,
} from "./paymasterSignature.js";
import {
  readSponsorshipPolicy,
  readSponsorshipUsage,
  reserveSponsorship,
  usageDay,
} from "./sponsorshipStore.js";
import { sponsorshipVerdict } from "./sponsorshipVerdict.js";
import { type PaymasterRequest, readPaymasterRequest } from "./userOperationInput.js";

/** How long a signed paymaster approval stays good: long enough to approve, short enough to expire. */
const VALIDITY_SECONDS = 10 * 60;

export interface PaymasterServiceOptions {
  db: Db;
  /** CAIP-2 id → the VerifyingPaymaster there, for the networks that have one. */
  paymasters: Readonly<Record<string, Address>>;
  /** The key the paymasters trust (`FOYER_PAYMASTER_SIGNER_KEY`). */
  signer: LocalAccount;
  /** Unix milliseconds. */
  now: () => number;
}

/** The project a request came in for, as the project guard resolved it. */
export interface SponsoringProject {
  id: string;
  name: string;
}

export interface PaymasterService {
  /** Whether the network has a paymaster this server signs for. */
  serves(chainId: string): boolean;
  /** Answers one `pm_getPaymasterStubData` or `pm_getPaymasterData` request (a JSON-RPC response). */
  answer(chainId: string, project: SponsoringProject, request: JsonRpcRequest): Promise<unknown>;
}

/**
 * The provider server as an ERC-7677 paymaster service: it signs for its VerifyingPaymaster what
 * the project's sponsorship policy allows. Stub data (asked before gas is estimated) is checked
 * against the policy and the day's use so far; final data is counted against the day's limits
 * first, then signed. Every refusal says why, with a stable code.
 */
export function createPaymasterService(options: PaymasterServiceOptions): PaymasterService {
  const refusal = (request: JsonRpcRequest, code: SponsorshipRefusalCode) =>
    rpcError(request.id ?? null, SPONSORSHIP_REFUSED_RPC_CODE, SPONSORSHIP_REFUSALS[code], {
      code,
      reason: SPONSORSHIP_REFUSALS[code],
    });

  function termsFor(paymaster: Address, operation: PaymasterRequest): PaymasterTerms {
    return {
      paymaster,
      chainId: operation.chainId,
      validUntil: Math.floor(options.now() / 1000) + VALIDITY_SECONDS,
      validAfter: 0,
      verificationGasLimit:
        operation.userOperation.paymasterVerificationGasLimit ?? PAYMASTER_VERIFICATION_GAS,
      postOpGasLimit: operation.userOperation.paymasterPostOpGasLimit ?? PAYMASTER_POST_OP_GAS,
    };
  }

  return {
    serves: (chainId) => Object.hasOwn(options.paymasters, chainId),
    async answer(chainId, project, request) {
      const paymaster = Object.hasOwn(options.paymasters, chainId)
        ? options.paymasters[chainId]
        : undefined;
      if (paymaster === undefined) return refusal(request, "NO_PAYMASTER");
      const read = readPaymasterRequest(request.params);
      if (!read.ok) {
        return rpcError(request.id ?? null, -32602, `Invalid params: ${read.message}`, {
          code: "INVALID_USER_OPERATION",
          reason: read.message,
        });
      }
      const operation = read.request;
      if (!isAddressEqual(operation.entryPoint, entryPoint07Address)) {
        return refusal(request, "WRONG_ENTRY_POINT");
      }
      if (`eip155:${operation.chainId}` !== chainId) return refusal(request, "WRONG_CHAIN");

      const policy = await readSponsorshipPolicy(options.db, project.id);
      const sender = operation.userOperation.sender;
      const day = usageDay(options.now());
      const terms = termsFor(paymaster, operation);
      const final = request.method === "pm_getPaymasterData";
      const facts = {
        chainId,
        calls: operationCalls(sender, operation.userOperation.callData),
        maxCostWei: final ? maxOperationCost(operation.userOperation, terms) : undefined,
      };
      const decide = async () =>
        sponsorshipVerdict(
          policy,
          facts,
          await readSponsorshipUsage(options.db, project.id, day, sender),
        );
      const verdict = await decide();
      if (!verdict.ok) return refusal(request, verdict.code);

      const gas = {
        paymasterVerificationGasLimit: numberToHex(terms.verificationGasLimit),
        paymasterPostOpGasLimit: numberToHex(terms.postOpGasLimit),
      };
      if (!final) {
        return {
          jsonrpc: "2.0",
          id: request.id ?? null,
          result: {
            paymaster,
            paymasterData: stubPaymasterData(terms),
            ...gas,
            sponsor: { name: project.name },
            isFinal: false,
          },
        };
      }
      const reserved = await reserveSponsorship(options.db, {
        projectId: project.id,
        day,
        sender,
        costWei: facts.maxCostWei ?? 0n,
        policy,
      });
      if (!reserved) {
        // Another request took the last of a limit meanwhile: say which, from the new totals.
        const again = await decide();
        return refusal(request, again.ok ? "PROJECT_DAILY_LIMIT" : again.code);
      }
      return {
        jsonrpc: "2.0",
        id: request.id ?? null,
        result: {
          paymaster,
          paymasterData: await signedPaymasterData(options.signer, operation.userOperation, terms),
          ...gas,
        },
      };
    },
  };
}
