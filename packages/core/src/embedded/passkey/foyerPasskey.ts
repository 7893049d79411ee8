/** "Continue with a passkey" and Account → Passkeys. Never rejects: failures land in the store. */
export interface FoyerPasskey {
  /**
   * Has the frame show its passkey screen in ConnectingPasskey's area; once a passkey signed the
   * person in (a new wallet, or theirs), connects the embedded wallet.
   */
  connectPasskey(): Promise<void>;
  /** Leaves an unfinished attempt (the view was left): its late answer is dropped. */
  resetPasskey(): void;
  /** Has the frame show the account's passkeys (list, add, remove) until the user closes it. */
  managePasskeys(): Promise<void>;
}
