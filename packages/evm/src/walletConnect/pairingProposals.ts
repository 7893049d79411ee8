/** A session proposal the SDK has out (one `provider.connect`) and what is known of it. */
export interface Proposal {
  /** Resolves with its pairing URI once the SDK emitted it, or undefined if its connect ended first. */
  readonly uri: Promise<string | undefined>;
  /** The wallet's answer: resolves on approval, rejects on refusal, failure or expiry. */
  readonly answered: Promise<void>;
  /** Whether it asks the wallet to sign in too (one-click auth). */
  readonly signsIn: boolean;
  /** Its URI, once emitted. */
  readonly knownUri: string | undefined;
  /** Until it is answered. */
  readonly open: boolean;
}

/**
 * Whether a new connect may wait on `proposal` instead of proposing again:
 * it is still waiting for the wallet, asks for the same kind of answer
 * (with or without sign-in), and is either the pairing the user still has on
 * screen (`resumeUri`, which the core only passes while it is valid) or has
 * no URI yet, in which case nobody has seen it and it is as fresh as a new one.
 */
export function canResume(
  proposal: Pick<Proposal, "open" | "signsIn" | "knownUri"> | undefined,
  resumeUri: string | undefined,
  signsIn: boolean,
): boolean {
  if (!proposal?.open || proposal.signsIn !== signsIn) return false;
  return proposal.knownUri === undefined || proposal.knownUri === resumeUri;
}

/** The proposals of one SDK provider, newest last. */
export interface ProposalQueue {
  /** Hands a `display_uri` event of the SDK to the proposal it belongs to. */
  uriEmitted(uri: string): void;
  /**
   * The newest proposal when a connect may resume it (see {@link canResume}),
   * else a new one, sent with `send` (the SDK's connect, which settles with
   * the wallet's answer).
   */
  next(resumeUri: string | undefined, signsIn: boolean, send: () => Promise<unknown>): Proposal;
}

interface OpenProposal extends Proposal {
  answered: Promise<void>;
  knownUri: string | undefined;
  open: boolean;
  settleUri(uri: string | undefined): void;
}

function createProposal(signsIn: boolean): OpenProposal {
  let settleUri: (uri: string | undefined) => void = () => {};
  const uri = new Promise<string | undefined>((resolve) => {
    settleUri = resolve;
  });
  const proposal: OpenProposal = {
    uri,
    answered: Promise.resolve(),
    signsIn,
    knownUri: undefined,
    open: true,
    settleUri(value) {
      if (value !== undefined && proposal.knownUri === undefined) proposal.knownUri = value;
      settleUri(value);
    },
  };
  return proposal;
}

/**
 * The SDK's URI event names no proposal, so proposals are sent one at a time:
 * each waits until the one before it has its URI (or ended), and the next
 * URI event belongs to the one that is sending.
 */
export function createProposalQueue(): ProposalQueue {
  let newest: OpenProposal | undefined;
  let awaitingUri: OpenProposal | undefined;

  const sendAfter = async (
    proposal: OpenProposal,
    previous: OpenProposal | undefined,
    send: () => Promise<unknown>,
  ) => {
    if (previous) await previous.uri;
    // Superseded while it waited: never sent, so there is no URI nobody would see.
    if (newest !== proposal) throw new Error("Proposal superseded before it was sent");
    awaitingUri = proposal;
    try {
      await send();
    } finally {
      if (awaitingUri === proposal) awaitingUri = undefined;
    }
  };

  return {
    uriEmitted(uri) {
      const owner = awaitingUri;
      awaitingUri = undefined;
      owner?.settleUri(uri);
    },
    next(resumeUri, signsIn, send) {
      if (newest && canResume(newest, resumeUri, signsIn)) return newest;
      const previous = newest;
      const proposal = createProposal(signsIn);
      newest = proposal;
      proposal.answered = sendAfter(proposal, previous, send).finally(() => {
        proposal.open = false;
        // A connect that ended without emitting a URI frees the queue all the same.
        proposal.settleUri(undefined);
      });
      // Nobody may be waiting any more (the user went back, a newer proposal
      // took over): its failure is then nobody's to handle.
      proposal.answered.catch(() => undefined);
      return proposal;
    },
  };
}
