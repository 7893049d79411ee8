import {
  getAdvanceNonceAccountInstructionDataDecoder,
  getAllocateInstructionDataDecoder,
  getAllocateWithSeedInstructionDataDecoder,
  getAssignInstructionDataDecoder,
  getAssignWithSeedInstructionDataDecoder,
  getAuthorizeNonceAccountInstructionDataDecoder,
  getCreateAccountInstructionDataDecoder,
  getCreateAccountWithSeedInstructionDataDecoder,
  getInitializeNonceAccountInstructionDataDecoder,
  getTransferSolInstructionDataDecoder,
  getTransferSolWithSeedInstructionDataDecoder,
  getUpgradeNonceAccountInstructionDataDecoder,
  getWithdrawNonceAccountInstructionDataDecoder,
  identifySystemInstruction,
  SystemInstruction,
} from "@solana-program/system";
import {
  accountAt,
  NotParsable,
  type ParsedInstructionBody,
  type ResolvedInstruction,
  requireAccounts,
} from "./types.js";

/**
 * A System program instruction as Agave's `parse_system` writes it (type names and info
 * fields as a validator answers jsonParsed); u64 amounts stay JSON numbers.
 */
export function parseSystemInstruction(ix: ResolvedInstruction): ParsedInstructionBody {
  const { data } = ix;
  const key = (index: number) => accountAt(ix, index);
  let kind: SystemInstruction;
  try {
    kind = identifySystemInstruction(data);
  } catch {
    throw new NotParsable("not a System instruction");
  }
  switch (kind) {
    case SystemInstruction.CreateAccount: {
      const d = getCreateAccountInstructionDataDecoder().decode(data);
      requireAccounts(ix, 2);
      return {
        type: "createAccount",
        info: {
          source: key(0),
          newAccount: key(1),
          lamports: d.lamports,
          space: d.space,
          owner: d.programAddress,
        },
      };
    }
    case SystemInstruction.Assign: {
      const d = getAssignInstructionDataDecoder().decode(data);
      requireAccounts(ix, 1);
      return { type: "assign", info: { account: key(0), owner: d.programAddress } };
    }
    case SystemInstruction.TransferSol: {
      const d = getTransferSolInstructionDataDecoder().decode(data);
      requireAccounts(ix, 2);
      return {
        type: "transfer",
        info: { source: key(0), destination: key(1), lamports: d.amount },
      };
    }
    case SystemInstruction.CreateAccountWithSeed: {
      const d = getCreateAccountWithSeedInstructionDataDecoder().decode(data);
      requireAccounts(ix, 2);
      return {
        type: "createAccountWithSeed",
        info: {
          source: key(0),
          newAccount: key(1),
          base: d.base,
          seed: d.seed,
          lamports: d.amount,
          space: d.space,
          owner: d.programAddress,
        },
      };
    }
    case SystemInstruction.AdvanceNonceAccount:
      getAdvanceNonceAccountInstructionDataDecoder().decode(data);
      requireAccounts(ix, 3);
      return {
        type: "advanceNonce",
        info: { nonceAccount: key(0), recentBlockhashesSysvar: key(1), nonceAuthority: key(2) },
      };
    case SystemInstruction.WithdrawNonceAccount: {
      const d = getWithdrawNonceAccountInstructionDataDecoder().decode(data);
      requireAccounts(ix, 5);
      return {
        type: "withdrawFromNonce",
        info: {
          nonceAccount: key(0),
          destination: key(1),
          recentBlockhashesSysvar: key(2),
          rentSysvar: key(3),
          nonceAuthority: key(4),
          lamports: d.withdrawAmount,
        },
      };
    }
    case SystemInstruction.InitializeNonceAccount: {
      const d = getInitializeNonceAccountInstructionDataDecoder().decode(data);
      requireAccounts(ix, 3);
      return {
        type: "initializeNonce",
        info: {
          nonceAccount: key(0),
          recentBlockhashesSysvar: key(1),
          rentSysvar: key(2),
          nonceAuthority: d.nonceAuthority,
        },
      };
    }
    case SystemInstruction.AuthorizeNonceAccount: {
      const d = getAuthorizeNonceAccountInstructionDataDecoder().decode(data);
      requireAccounts(ix, 2);
      return {
        type: "authorizeNonce",
        info: { nonceAccount: key(0), nonceAuthority: key(1), newAuthorized: d.newNonceAuthority },
      };
    }
    case SystemInstruction.UpgradeNonceAccount:
      getUpgradeNonceAccountInstructionDataDecoder().decode(data);
      requireAccounts(ix, 1);
      return { type: "upgradeNonce", info: { nonceAccount: key(0) } };
    case SystemInstruction.Allocate: {
      const d = getAllocateInstructionDataDecoder().decode(data);
      requireAccounts(ix, 1);
      return { type: "allocate", info: { account: key(0), space: d.space } };
    }
    case SystemInstruction.AllocateWithSeed: {
      const d = getAllocateWithSeedInstructionDataDecoder().decode(data);
      requireAccounts(ix, 2);
      return {
        type: "allocateWithSeed",
        info: {
          account: key(0),
          base: d.base,
          seed: d.seed,
          space: d.space,
          owner: d.programAddress,
        },
      };
    }
    case SystemInstruction.AssignWithSeed: {
      const d = getAssignWithSeedInstructionDataDecoder().decode(data);
      requireAccounts(ix, 2);
      return {
        type: "assignWithSeed",
        info: { account: key(0), base: d.base, seed: d.seed, owner: d.programAddress },
      };
    }
    case SystemInstruction.TransferSolWithSeed: {
      const d = getTransferSolWithSeedInstructionDataDecoder().decode(data);
      requireAccounts(ix, 3);
      return {
        type: "transferWithSeed",
        info: {
          source: key(0),
          sourceBase: key(1),
          destination: key(2),
          lamports: d.amount,
          sourceSeed: d.fromSeed,
          sourceOwner: d.fromOwner,
        },
      };
    }
    default:
      throw new NotParsable("a System instruction this chain does not parse");
  }
}
