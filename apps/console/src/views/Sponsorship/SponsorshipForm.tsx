import { type AdminSponsorship, adminUpdateSponsorshipRoute } from "@foyer/protocol";
import { type FormEvent, useState } from "react";
import { errorText } from "../../api/errorText.js";
import { Notice } from "../../components/Notice.js";
import { useConsole } from "../../shell/consoleContext.js";
import {
  type SponsorshipDraft,
  sponsorshipDraftOf,
  sponsorshipPatch,
  sponsorshipProblems,
} from "./sponsorshipDraft.js";

/**
 * The policy's form: on/off, networks, target contracts, the daily limits in ETH. Problems
 * show under their field as the operator types; the server's refusal (a 400 naming the field)
 * shows above the button and nothing typed is lost.
 */
export function SponsorshipForm(props: {
  sponsorship: AdminSponsorship;
  onSaved(saved: AdminSponsorship): void;
}) {
  const { call } = useConsole();
  const { policy, paymasterNetworks, projectId } = props.sponsorship;
  const [draft, setDraft] = useState<SponsorshipDraft>(() => sponsorshipDraftOf(policy));
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const problems = sponsorshipProblems(draft);
  const networks = [...new Set([...paymasterNetworks, ...policy.networks])];
  const change = (patch: Partial<SponsorshipDraft>) => setDraft({ ...draft, ...patch });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (Object.keys(problems).length > 0) return;
    const body = sponsorshipPatch(policy, draft);
    if (body === undefined) {
      setRefusal("Nothing to save: the policy is as shown.");
      return;
    }
    setBusy(true);
    try {
      const saved = await call(adminUpdateSponsorshipRoute, { params: { id: projectId }, body });
      setRefusal(undefined);
      props.onSaved(saved);
    } catch (error) {
      setRefusal(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  const field = (
    name: "perUserDaily" | "perUserOperations" | "globalDaily",
    label: string,
    hint: string,
  ) => (
    <label className="field">
      <span>{label}</span>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={draft[name]}
        aria-invalid={problems[name] !== undefined}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      />
      <small>{hint}</small>
      {problems[name] === undefined ? null : <p className="field-error">{problems[name]}</p>}
    </label>
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      <label className="check" style={{ justifySelf: "start" }}>
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(event) => change({ enabled: event.target.checked })}
        />
        Sponsor gas for this project's users
      </label>
      <fieldset>
        <legend className="legend">Networks</legend>
        {networks.length === 0 ? (
          <p className="muted">No network of this server has a paymaster.</p>
        ) : (
          <div className="checks">
            {networks.map((network) => (
              <label key={network} className="check">
                <input
                  type="checkbox"
                  checked={draft.networks.includes(network)}
                  onChange={(event) =>
                    change({
                      networks: networks.filter((id) =>
                        id === network ? event.target.checked : draft.networks.includes(id),
                      ),
                    })
                  }
                />
                <span className="mono">{network}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <fieldset>
        <legend className="legend">Target contracts</legend>
        <div className="checks">
          <label className="check">
            <input
              type="radio"
              name={`targets-${projectId}`}
              checked={draft.allTargets}
              onChange={() => change({ allTargets: true })}
            />
            All contracts
          </label>
          <label className="check">
            <input
              type="radio"
              name={`targets-${projectId}`}
              checked={!draft.allTargets}
              onChange={() => change({ allTargets: false })}
            />
            Only these contracts
          </label>
        </div>
        {draft.allTargets ? null : (
          <label className="field" style={{ marginTop: "0.6rem" }}>
            <span>Contract addresses</span>
            <textarea
              rows={3}
              spellCheck={false}
              className="mono"
              value={draft.targets}
              aria-invalid={problems.targets !== undefined}
              onChange={(event) => change({ targets: event.target.value })}
            />
            <small>One address a line: an operation is paid for when every call goes to one.</small>
            {problems.targets === undefined ? null : (
              <p className="field-error">{problems.targets}</p>
            )}
          </label>
        )}
      </fieldset>
      <div className="form__row">
        {field("perUserDaily", "Per user a day (ETH)", "The most one user's operations may cost.")}
        {field("perUserOperations", "Operations per user a day", "How many one user gets.")}
        {field("globalDaily", "All users a day (ETH)", "The project's daily cap.")}
      </div>
      {refusal === undefined ? null : <Notice kind="error">{refusal}</Notice>}
      <div className="button-row">
        <button type="submit" className="action" disabled={busy}>
          {busy ? "Saving…" : "Save sponsorship"}
        </button>
      </div>
    </form>
  );
}
