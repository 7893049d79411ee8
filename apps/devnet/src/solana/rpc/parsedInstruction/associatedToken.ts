import {
  accountAt,
  NotParsable,
  type ParsedInstructionBody,
  type ResolvedInstruction,
  requireAccounts,
} from "./types.js";

const CREATE_TYPES = ["create", "createIdempotent"] as const;

/**
 * An Associated Token Account program instruction as Agave's `parse_associated_token` writes
 * it. Its data is one discriminator byte (none for the original `create`).
 */
export function parseAssociatedTokenInstruction(ix: ResolvedInstruction): ParsedInstructionBody {
  const key = (index: number) => accountAt(ix, index);
  const discriminator = ix.data.length === 0 ? 0 : ix.data[0];
  if (ix.data.length > 1) throw new NotParsable("unexpected Associated Token data");
  const createType = discriminator === undefined ? undefined : CREATE_TYPES[discriminator];
  if (createType !== undefined) {
    requireAccounts(ix, 6);
    return {
      type: createType,
      info: {
        source: key(0),
        account: key(1),
        wallet: key(2),
        mint: key(3),
        systemProgram: key(4),
        tokenProgram: key(5),
      },
    };
  }
  if (discriminator === 2) {
    requireAccounts(ix, 7);
    return {
      type: "recoverNested",
      info: {
        nestedSource: key(0),
        nestedMint: key(1),
        destination: key(2),
        nestedOwner: key(3),
        ownerMint: key(4),
        wallet: key(5),
        tokenProgram: key(6),
      },
    };
  }
  throw new NotParsable("not an Associated Token instruction");
}
