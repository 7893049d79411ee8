import {
  appendTransactionMessageInstructions,
  type Base64EncodedWireTransaction,
  createTransactionMessage,
  type GetLatestBlockhashApi,
  getBase64EncodedWireTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  type Rpc,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from "@solana/kit";

/** `instructions` as a wire transaction on the latest blockhash, paid for and signed by `payer`. */
export async function signedTransaction(
  rpc: Rpc<GetLatestBlockhashApi>,
  payer: KeyPairSigner,
  instructions: Instruction[],
): Promise<Base64EncodedWireTransaction> {
  const { value: latest } = await rpc.getLatestBlockhash().send();
  const transaction = await pipe(
    createTransactionMessage({ version: 0 }),
    (tx) => setTransactionMessageFeePayerSigner(payer, tx),
    (tx) => setTransactionMessageLifetimeUsingBlockhash(latest, tx),
    (tx) => appendTransactionMessageInstructions(instructions, tx),
    (tx) => signTransactionMessageWithSigners(tx),
  );
  return getBase64EncodedWireTransaction(transaction);
}
