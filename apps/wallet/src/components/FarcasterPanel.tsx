import { type FormEvent, useId, useState } from "react";
import { approveSignIn } from "../farcaster/approveSignIn.js";
import type { FarcasterConfig } from "../farcaster/farcasterConfig.js";
import { parseSignInUrl } from "../farcaster/signInUrl.js";

interface Props {
  config: FarcasterConfig;
  /** A sign-in URL handed over in `?farcaster=`. */
  initialUrl: string | undefined;
}

type Status = { kind: "idle" | "busy" | "done" | "error"; text: string };

/**
 * The wallet as a Farcaster client: paste (or open with `?farcaster=`) the sign-in URL an app
 * shows, choose one of the devnet's test fids, approve; the SIWF message is signed with that
 * fid's custody key and sent to the auth relay, and the app signs the person in.
 */
export function FarcasterPanel({ config, initialUrl }: Props) {
  const [text, setText] = useState(initialUrl ?? "");
  const [fid, setFid] = useState(config.accounts[0]?.fid ?? 0);
  const [status, setStatus] = useState<Status>({ kind: "idle", text: "" });
  const urlId = useId();
  const fidId = useId();
  const parsed = text.trim() === "" ? undefined : parseSignInUrl(text);
  const account = config.accounts.find((a) => a.fid === fid);

  const approve = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed?.ok || !account) return;
    setStatus({ kind: "busy", text: "Signing…" });
    try {
      await approveSignIn(config, account, parsed.request);
      setStatus({
        kind: "done",
        text: `Signed in to ${parsed.request.domain} as ${account.username} (fid ${account.fid})`,
      });
    } catch (error) {
      setStatus({ kind: "error", text: error instanceof Error ? error.message : String(error) });
    }
  };

  if (config.accounts.length === 0) {
    return (
      <section className="card">
        <h2>Sign In With Farcaster</h2>
        <p className="hint">
          No Farcaster accounts configured (VITE_WALLET_FARCASTER_ACCOUNTS; `npm start` passes the
          devnet's test fids).
        </p>
      </section>
    );
  }
  return (
    <form className="card" onSubmit={approve}>
      <h2>Sign In With Farcaster</h2>
      <label htmlFor={urlId}>Sign-in URL</label>
      <textarea
        id={urlId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setStatus({ kind: "idle", text: "" });
        }}
        placeholder="http://127.0.0.1:8788/~/sign-in-with-farcaster?channelToken=…"
        rows={3}
        spellCheck={false}
      />
      {parsed && !parsed.ok ? <p className="status error">{parsed.reason}</p> : null}
      {parsed?.ok ? (
        <p>
          <strong>{parsed.request.domain}</strong> asks you to sign in with Farcaster.
        </p>
      ) : null}
      <label htmlFor={fidId}>Farcaster account</label>
      <select id={fidId} value={fid} onChange={(event) => setFid(Number(event.target.value))}>
        {config.accounts.map((a) => (
          <option key={a.fid} value={a.fid}>
            {a.displayName} (@{a.username}, fid {a.fid})
          </option>
        ))}
      </select>
      <div className="row">
        <button type="submit" disabled={!parsed?.ok || status.kind === "busy"}>
          Approve
        </button>
      </div>
      <p role="status" className={status.kind === "error" ? "status error" : "status"}>
        {status.text}
      </p>
    </form>
  );
}
