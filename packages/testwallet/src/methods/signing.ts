import { type Hex, isHex } from "viem";
import type { MethodTable, WalletContext } from "../context.js";
import { errorText, invalidParams } from "../errors.js";
import { readableMessage, truncate } from "../format.js";
import { paramsArray, sameAddress } from "../params.js";
import { parseTypedData } from "../typedData.js";

export function signingMethods(ctx: WalletContext): MethodTable {
  const { account } = ctx;
  return {
    personal_sign: async (params, method) => {
      ctx.requireAuthorized();
      const [first, second] = paramsArray(params, method);
      // Some dApps send [address, message]; MetaMask accepts both orders, so do we.
      const swapped =
        typeof first === "string" &&
        sameAddress(first, account.address) &&
        !(typeof second === "string" && sameAddress(second, account.address));
      const message = swapped ? second : first;
      const address = swapped ? first : second;
      if (typeof message !== "string")
        throw invalidParams("personal_sign expects [message, address].");
      if (typeof address !== "string")
        throw invalidParams("personal_sign expects [message, address].");
      ctx.requireAuthorized(address);
      await ctx.approvals.ask({
        kind: "signMessage",
        method,
        params,
        summary: `Sign “${truncate(readableMessage(message))}”`,
      });
      // A hex message is bytes (as MetaMask treats it), anything else is UTF-8 text.
      return account.signMessage({ message: isHex(message) ? { raw: message as Hex } : message });
    },
    eth_signTypedData_v4: async (params, method) => {
      ctx.requireAuthorized();
      const [address, data] = paramsArray(params, method);
      if (typeof address !== "string")
        throw invalidParams("eth_signTypedData_v4 expects [address, typedData].");
      ctx.requireAuthorized(address);
      const { typedData, chainId } = parseTypedData(data);
      const active = ctx.chains.active().chainId;
      if (chainId !== undefined && chainId !== active) {
        throw invalidParams(
          `Provided chainId "${chainId}" must match the active chainId "${active}".`,
        );
      }
      await ctx.approvals.ask({
        kind: "signTypedData",
        method,
        params,
        summary: `Sign ${typedData.primaryType}${typeof typedData.domain?.name === "string" ? ` for ${typedData.domain.name}` : ""}`,
      });
      try {
        return await account.signTypedData(typedData);
      } catch (error) {
        // viem checks values against their types (addresses, int ranges) while encoding.
        throw invalidParams(errorText(error));
      }
    },
  };
}
