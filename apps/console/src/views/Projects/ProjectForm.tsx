import type { AdminProject } from "@foyer/protocol";
import { type FormEvent, useState } from "react";
import { Notice } from "../../components/Notice.js";
import { FeatureToggles } from "./FeatureToggles.js";
import { OriginsField } from "./OriginsField.js";
import { draftOf, draftProblems, newDraft, type ProjectDraft } from "./projectDraft.js";

/**
 * Creating or editing a project: id (new only), name, origins, features, name zone. Problems
 * show under their field as the operator types; the server's refusal (a 400 naming the field)
 * shows above the buttons and nothing is lost.
 */
export function ProjectForm(props: {
  project?: AdminProject;
  submitLabel: string;
  onSubmit(draft: ProjectDraft): Promise<string | undefined>;
  onCancel(): void;
}) {
  const isNew = props.project === undefined;
  const [draft, setDraft] = useState<ProjectDraft>(() =>
    props.project === undefined ? newDraft() : draftOf(props.project),
  );
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const problems = draftProblems(draft, isNew);
  // The id and name say so once left or submitted; origins and zone as soon as typed.
  const shown = (field: string) => (touched[field] ? problems[field] : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ id: true, name: true });
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setRefusal(await props.onSubmit(draft));
    setBusy(false);
  }

  const idProblem = shown("id");
  const nameProblem = shown("name");
  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="form__row">
        {isNew ? (
          <label className="field">
            <span>Project id</span>
            <input
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={draft.id}
              placeholder="my-app"
              aria-invalid={idProblem !== undefined}
              onBlur={() => setTouched((t) => ({ ...t, id: true }))}
              onChange={(event) => setDraft({ ...draft, id: event.target.value })}
            />
            <small>What apps pass as projectId: lowercase letters, digits and hyphens.</small>
            {idProblem === undefined ? null : <p className="field-error">{idProblem}</p>}
          </label>
        ) : null}
        <label className="field">
          <span>Name</span>
          <input
            type="text"
            value={draft.name}
            aria-invalid={nameProblem !== undefined}
            onBlur={() => setTouched((t) => ({ ...t, name: true }))}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
          {nameProblem === undefined ? null : <p className="field-error">{nameProblem}</p>}
        </label>
      </div>
      <OriginsField
        origins={draft.origins}
        problems={problems}
        onChange={(origins) => setDraft({ ...draft, origins })}
      />
      <FeatureToggles
        features={draft.features}
        onChange={(features) => setDraft({ ...draft, features })}
      />
      <label className="field">
        <span>Name zone</span>
        <input
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder="the server's (e.g. foyer.id)"
          value={draft.nameZone}
          aria-invalid={problems.nameZone !== undefined}
          onChange={(event) => setDraft({ ...draft, nameZone: event.target.value })}
        />
        <small>Where this project's users register account names; empty for the server's.</small>
        {problems.nameZone === undefined ? null : (
          <p className="field-error">{problems.nameZone}</p>
        )}
      </label>
      {refusal === undefined ? null : <Notice kind="error">{refusal}</Notice>}
      <div className="button-row">
        <button type="submit" className="action" disabled={busy}>
          {busy ? "Saving…" : props.submitLabel}
        </button>
        <button type="button" className="secondary" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
