import type { FoyerNames } from "@foyer/core/internal";
import { type FormEvent, useId } from "react";
import { StatusMessage } from "../../components/StatusMessage/StatusMessage.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useStore } from "../../hooks/useStore.js";
import type { NamesMessages } from "../../i18n/namesEn.js";
import { useNamesMessages } from "../../i18n/useNamesMessages.js";
import { FormAlert } from "../FormAlert.js";
import { type NameAvailability, useNameAvailability } from "./useNameAvailability.js";

/**
 * Behaviour §2 RegisterAccountName: type a name, see behaviour §5's rule or the server's availability
 * (and free names near a taken one) as you type, then Register: the wallet signs the
 * registration message and the name is posted (behaviour §4). Core keeps the typed name and the
 * last failure, so they are still here after the wallet's approval view.
 */
export function RegisterAccountName() {
  const foyer = useFoyer();
  const names = useNamesMessages();
  if (!foyer.names) return <StatusMessage tone="error" title={names.nameSuggestionsFailed} />;
  return <RegisterForm flow={foyer.names} />;
}

function RegisterForm({ flow }: { flow: FoyerNames }) {
  const names = useNamesMessages();
  const id = useId();
  const draft = useStore(flow.store, (s) => s.draft);
  const status = useStore(flow.store, (s) => s.status);
  const error = useStore(flow.store, (s) => s.error);
  const availability = useNameAvailability(draft);
  const busy = status !== "idle";
  const setDraft = (value: string) => flow.store.setState({ draft: value, error: undefined });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || availability.status !== "available") return;
    const { label, zone, name } = availability;
    // The flow's own failures land in the store; this is its chunk failing to load.
    flow
      .register(label, zone)
      .catch(() => flow.store.setState({ error: names.nameRegisterFailed(name) }));
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      style={{ display: "flex", flexDirection: "column", gap: 10 }}
    >
      <p className="muted" style={{ margin: 0 }}>
        {names.registerIntro}
      </p>
      <label htmlFor={`${id}-name`}>{names.nameLabel}</label>
      <input
        id={`${id}-name`}
        className="search"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        aria-describedby={`${id}-status`}
        disabled={busy}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <p id={`${id}-status`} role="status" className="muted" style={{ margin: 0 }}>
        {status === "signing"
          ? names.signInWallet
          : status === "registering"
            ? names.registering
            : availabilityText(availability, names)}
      </p>
      {availability.status === "taken" && availability.suggestions.length > 0 ? (
        <div>
          <p className="section-label">{names.suggestionsLabel}</p>
          <ul className="chips" style={{ listStyle: "none", padding: 0 }}>
            {availability.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  className="chip"
                  disabled={busy}
                  onClick={() => setDraft(suggestion.slice(0, -(availability.zone.length + 1)))}
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormAlert text={error} />
      <button
        type="submit"
        className="primary wide"
        aria-busy={busy}
        disabled={busy || availability.status !== "available"}
      >
        {names.register}
      </button>
    </form>
  );
}

function availabilityText(availability: NameAvailability, names: NamesMessages): string {
  switch (availability.status) {
    case "empty":
      return "";
    case "invalid":
      return {
        characters: names.ruleCharacters,
        tooShort: names.ruleTooShort,
        tooLong: names.ruleTooLong,
      }[availability.problem];
    case "checking":
      return names.checking;
    case "available":
      return names.available(availability.name);
    case "taken":
      return names.taken(availability.name);
    case "failed":
      return names.nameSuggestionsFailed;
  }
}
