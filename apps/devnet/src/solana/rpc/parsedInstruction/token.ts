import {
  AuthorityType,
  getApproveCheckedInstructionDataDecoder,
  getApproveInstructionDataDecoder,
  getBurnCheckedInstructionDataDecoder,
  getBurnInstructionDataDecoder,
  getInitializeAccount2InstructionDataDecoder,
  getInitializeAccount3InstructionDataDecoder,
  getInitializeMint2InstructionDataDecoder,
  getInitializeMintInstructionDataDecoder,
  getInitializeMultisig2InstructionDataDecoder,
  getInitializeMultisigInstructionDataDecoder,
  getMintToCheckedInstructionDataDecoder,
  getMintToInstructionDataDecoder,
  getSetAuthorityInstructionDataDecoder,
  getTransferCheckedInstructionDataDecoder,
  getTransferInstructionDataDecoder,
  identifyTokenInstruction,
  TokenInstruction,
} from "@solana-program/token";
import { uiTokenAmount } from "../accountEncoding.js";
import {
  accountAt,
  NotParsable,
  type ParsedInstructionBody,
  type ResolvedInstruction,
  requireAccounts,
} from "./types.js";

type Info = Record<string, unknown>;

/**
 * Agave's `parse_signers`: the authority at `index` is a single signer unless more accounts
 * follow it, which makes it a multisig and the rest its signers.
 */
function withSigners(
  ix: ResolvedInstruction,
  info: Info,
  index: number,
  single: string,
  multisig: string,
): Info {
  const authority = accountAt(ix, index);
  if (ix.accounts.length > index + 1) {
    return { ...info, [multisig]: authority, signers: ix.accounts.slice(index + 1) };
  }
  return { ...info, [single]: authority };
}

const AUTHORITY_TYPES: Record<AuthorityType, { name: string; owned: "mint" | "account" }> = {
  [AuthorityType.MintTokens]: { name: "mintTokens", owned: "mint" },
  [AuthorityType.FreezeAccount]: { name: "freezeAccount", owned: "mint" },
  [AuthorityType.AccountOwner]: { name: "accountOwner", owned: "account" },
  [AuthorityType.CloseAccount]: { name: "closeAccount", owned: "account" },
};

const optionalAddress = (value: { __option: "Some"; value: string } | { __option: "None" }) =>
  value.__option === "Some" ? value.value : null;

/**
 * An SPL Token instruction as Agave's `parse_token` writes it (the classic program's
 * instructions; amounts are decimal strings, checked ones a `tokenAmount` object).
 */
export function parseTokenInstruction(ix: ResolvedInstruction): ParsedInstructionBody {
  const { data } = ix;
  const key = (index: number) => accountAt(ix, index);
  let kind: TokenInstruction;
  try {
    kind = identifyTokenInstruction(data);
  } catch {
    throw new NotParsable("not a Token instruction");
  }
  switch (kind) {
    case TokenInstruction.InitializeMint: {
      const d = getInitializeMintInstructionDataDecoder().decode(data);
      requireAccounts(ix, 2);
      const freeze = optionalAddress(d.freezeAuthority);
      return {
        type: "initializeMint",
        info: {
          mint: key(0),
          decimals: d.decimals,
          mintAuthority: d.mintAuthority,
          rentSysvar: key(1),
          ...(freeze === null ? {} : { freezeAuthority: freeze }),
        },
      };
    }
    case TokenInstruction.InitializeMint2: {
      const d = getInitializeMint2InstructionDataDecoder().decode(data);
      requireAccounts(ix, 1);
      const freeze = optionalAddress(d.freezeAuthority);
      return {
        type: "initializeMint2",
        info: {
          mint: key(0),
          decimals: d.decimals,
          mintAuthority: d.mintAuthority,
          ...(freeze === null ? {} : { freezeAuthority: freeze }),
        },
      };
    }
    case TokenInstruction.InitializeAccount:
      requireAccounts(ix, 4);
      return {
        type: "initializeAccount",
        info: { account: key(0), mint: key(1), owner: key(2), rentSysvar: key(3) },
      };
    case TokenInstruction.InitializeAccount2: {
      const d = getInitializeAccount2InstructionDataDecoder().decode(data);
      requireAccounts(ix, 3);
      return {
        type: "initializeAccount2",
        info: { account: key(0), mint: key(1), owner: d.owner, rentSysvar: key(2) },
      };
    }
    case TokenInstruction.InitializeAccount3: {
      const d = getInitializeAccount3InstructionDataDecoder().decode(data);
      requireAccounts(ix, 2);
      return {
        type: "initializeAccount3",
        info: { account: key(0), mint: key(1), owner: d.owner },
      };
    }
    case TokenInstruction.InitializeMultisig: {
      const d = getInitializeMultisigInstructionDataDecoder().decode(data);
      requireAccounts(ix, 3);
      return {
        type: "initializeMultisig",
        info: { multisig: key(0), rentSysvar: key(1), signers: ix.accounts.slice(2), m: d.m },
      };
    }
    case TokenInstruction.InitializeMultisig2: {
      const d = getInitializeMultisig2InstructionDataDecoder().decode(data);
      requireAccounts(ix, 2);
      return {
        type: "initializeMultisig2",
        info: { multisig: key(0), signers: ix.accounts.slice(1), m: d.m },
      };
    }
    case TokenInstruction.Transfer: {
      const d = getTransferInstructionDataDecoder().decode(data);
      requireAccounts(ix, 3);
      return {
        type: "transfer",
        info: withSigners(
          ix,
          { source: key(0), destination: key(1), amount: d.amount.toString() },
          2,
          "authority",
          "multisigAuthority",
        ),
      };
    }
    case TokenInstruction.Approve: {
      const d = getApproveInstructionDataDecoder().decode(data);
      requireAccounts(ix, 3);
      return {
        type: "approve",
        info: withSigners(
          ix,
          { source: key(0), delegate: key(1), amount: d.amount.toString() },
          2,
          "owner",
          "multisigOwner",
        ),
      };
    }
    case TokenInstruction.Revoke:
      requireAccounts(ix, 2);
      return {
        type: "revoke",
        info: withSigners(ix, { source: key(0) }, 1, "owner", "multisigOwner"),
      };
    case TokenInstruction.SetAuthority: {
      const d = getSetAuthorityInstructionDataDecoder().decode(data);
      requireAccounts(ix, 2);
      const authority = AUTHORITY_TYPES[d.authorityType];
      return {
        type: "setAuthority",
        info: withSigners(
          ix,
          {
            [authority.owned]: key(0),
            authorityType: authority.name,
            newAuthority: optionalAddress(d.newAuthority),
          },
          1,
          "authority",
          "multisigAuthority",
        ),
      };
    }
    case TokenInstruction.MintTo: {
      const d = getMintToInstructionDataDecoder().decode(data);
      requireAccounts(ix, 3);
      return {
        type: "mintTo",
        info: withSigners(
          ix,
          { mint: key(0), account: key(1), amount: d.amount.toString() },
          2,
          "mintAuthority",
          "multisigMintAuthority",
        ),
      };
    }
    case TokenInstruction.Burn: {
      const d = getBurnInstructionDataDecoder().decode(data);
      requireAccounts(ix, 3);
      return {
        type: "burn",
        info: withSigners(
          ix,
          { account: key(0), mint: key(1), amount: d.amount.toString() },
          2,
          "authority",
          "multisigAuthority",
        ),
      };
    }
    case TokenInstruction.CloseAccount:
      requireAccounts(ix, 3);
      return {
        type: "closeAccount",
        info: withSigners(
          ix,
          { account: key(0), destination: key(1) },
          2,
          "owner",
          "multisigOwner",
        ),
      };
    case TokenInstruction.FreezeAccount:
    case TokenInstruction.ThawAccount:
      requireAccounts(ix, 3);
      return {
        type: kind === TokenInstruction.FreezeAccount ? "freezeAccount" : "thawAccount",
        info: withSigners(
          ix,
          { account: key(0), mint: key(1) },
          2,
          "freezeAuthority",
          "multisigFreezeAuthority",
        ),
      };
    case TokenInstruction.TransferChecked: {
      const d = getTransferCheckedInstructionDataDecoder().decode(data);
      requireAccounts(ix, 4);
      return {
        type: "transferChecked",
        info: withSigners(
          ix,
          {
            source: key(0),
            mint: key(1),
            destination: key(2),
            tokenAmount: uiTokenAmount(d.amount, d.decimals),
          },
          3,
          "authority",
          "multisigAuthority",
        ),
      };
    }
    case TokenInstruction.ApproveChecked: {
      const d = getApproveCheckedInstructionDataDecoder().decode(data);
      requireAccounts(ix, 4);
      return {
        type: "approveChecked",
        info: withSigners(
          ix,
          {
            source: key(0),
            mint: key(1),
            delegate: key(2),
            tokenAmount: uiTokenAmount(d.amount, d.decimals),
          },
          3,
          "owner",
          "multisigOwner",
        ),
      };
    }
    case TokenInstruction.MintToChecked: {
      const d = getMintToCheckedInstructionDataDecoder().decode(data);
      requireAccounts(ix, 3);
      return {
        type: "mintToChecked",
        info: withSigners(
          ix,
          { mint: key(0), account: key(1), tokenAmount: uiTokenAmount(d.amount, d.decimals) },
          2,
          "mintAuthority",
          "multisigMintAuthority",
        ),
      };
    }
    case TokenInstruction.BurnChecked: {
      const d = getBurnCheckedInstructionDataDecoder().decode(data);
      requireAccounts(ix, 3);
      return {
        type: "burnChecked",
        info: withSigners(
          ix,
          { account: key(0), mint: key(1), tokenAmount: uiTokenAmount(d.amount, d.decimals) },
          2,
          "authority",
          "multisigAuthority",
        ),
      };
    }
    case TokenInstruction.SyncNative:
      requireAccounts(ix, 1);
      return { type: "syncNative", info: { account: key(0) } };
    case TokenInstruction.GetAccountDataSize:
      requireAccounts(ix, 1);
      return { type: "getAccountDataSize", info: { mint: key(0) } };
    case TokenInstruction.InitializeImmutableOwner:
      requireAccounts(ix, 1);
      return { type: "initializeImmutableOwner", info: { account: key(0) } };
    default:
      throw new NotParsable("a Token instruction this chain does not parse");
  }
}
