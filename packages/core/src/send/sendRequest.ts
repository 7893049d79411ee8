import { isBitcoinAddressShape, parseCaipAddress } from "@foyer/protocol";
import type { AdapterTransactionRequest } from "../adapter/ChainAdapter.js";
import { isSolanaAddress } from "../address/solanaAddress.js";
import type { TokenBalanceItem } from "../api/blockchain/blockchainTypes.js";
import { InvalidInputError } from "../errors/invalidInputError.js";
import { messages } from "../errors/messages.js";
import { coreText } from "../i18n/coreText.js";
import { encodeErc20Transfer } from "./erc20Transfer.js";
import { parseUnits } from "./parseUnits.js";

/**
 * What the send flow asks the wallet to sign, before connector, network and sender are added:
 * `value` is 0 for an ERC-20 transfer (its `data` moves the token), in the mint's units for a
 * Solana `token`; `gas` when the caller knows better than the wallet's estimate (a swap's);
 * `feeRate` the Bitcoin rate the user chose among the adapter's `quoteFees`.
 */
export type SendTransactionDraft = Omit<
  AdapterTransactionRequest,
  "connectorId" | "caipNetwork" | "from"
>;

/** The token's contract from its CAIP-10 id (`eip155:1:0x…`); a bare address is taken as is. */
export function tokenContractAddress(token: Pick<TokenBalanceItem, "address">): string | undefined {
  if (!token.address) return undefined;
  return parseCaipAddress(token.address)?.address ?? token.address;
}

/**
 * The transaction that sends `amount` (as typed, in whole tokens) of `token`
 * to `receiver`: the native token moves as the value, an ERC-20 as a
 * `transfer(receiver, amount)` call to the token contract with no value.
 * On solana the receiver gets SOL as the value, or an SPL token named by its mint (the
 * adapter builds the transfer and the receiver's token account).
 * Throws 'Invalid number' for an amount the token's decimals can't hold and
 * 'Address is invalid' for a receiver that is not an address of the namespace.
 */
export function buildSendTransaction(
  token: Pick<TokenBalanceItem, "address" | "quantity">,
  amount: string,
  receiver: string,
  namespace = "eip155",
): SendTransactionDraft {
  const units = parseUnits(amount, Number(token.quantity.decimals));
  const contract = tokenContractAddress(token);
  if (namespace === "bip122") {
    // The shape only: the adapter decodes the address for its network before it builds anything.
    if (!isBitcoinAddressShape(receiver) || contract !== undefined) {
      throw new InvalidInputError(coreText("addressInvalid", messages.addressInvalid), {
        code: "INVALID_ADDRESS",
      });
    }
    return { to: receiver, value: units };
  }
  if (namespace === "solana") {
    if (!isSolanaAddress(receiver) || contract === "") {
      throw new InvalidInputError(coreText("addressInvalid", messages.addressInvalid), {
        code: "INVALID_ADDRESS",
      });
    }
    return contract === undefined
      ? { to: receiver, value: units }
      : {
          to: receiver,
          value: units,
          token: { address: contract, decimals: Number(token.quantity.decimals) },
        };
  }
  if (contract === undefined) return { to: receiver, value: units };
  if (contract === "") {
    throw new InvalidInputError(coreText("addressInvalid", messages.addressInvalid), {
      code: "INVALID_ADDRESS",
    });
  }
  return { to: contract, value: 0n, data: encodeErc20Transfer(receiver, units) };
}
