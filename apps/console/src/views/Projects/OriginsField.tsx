import { useId, useRef } from "react";

/**
 * The origins allowed to use the project, one input each, checked as they are typed. Add
 * another appends an input (and focuses it); Remove takes one away.
 */
export function OriginsField(props: {
  origins: string[];
  problems: Record<string, string>;
  onChange(origins: string[]): void;
}) {
  const { origins, problems, onChange } = props;
  const base = useId();
  // Focus follows "Add another origin" to the new input (only then, not on first render):
  // the last input's ref focuses it when it mounts right after the click.
  const added = useRef(false);
  const focusIfAdded = (input: HTMLInputElement | null) => {
    if (input === null || !added.current) return;
    added.current = false;
    input.focus();
  };
  return (
    <fieldset className="origins">
      <legend className="legend">Allowed origins</legend>
      <small className="muted">
        Where the app runs, as a browser names it: scheme://host[:port], e.g. https://shop.example.
      </small>
      {origins.map((origin, index) => {
        const problem = problems[`origins.${index}`];
        const id = `${base}-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: inputs are positions in the list, edited in place.
          <div key={index} className="origin-row">
            <div className="field">
              <label htmlFor={id} className="visually-hidden">
                Origin {index + 1}
              </label>
              <input
                ref={index === origins.length - 1 ? focusIfAdded : undefined}
                id={id}
                type="text"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                placeholder="https://app.example.com"
                value={origin}
                aria-invalid={problem !== undefined}
                aria-describedby={problem === undefined ? undefined : `${id}-problem`}
                onChange={(event) =>
                  onChange(origins.map((value, i) => (i === index ? event.target.value : value)))
                }
              />
              {problem === undefined ? null : (
                <p id={`${id}-problem`} className="field-error">
                  {problem}
                </p>
              )}
            </div>
            {origins.length > 1 ? (
              <button
                type="button"
                className="secondary"
                aria-label={`Remove origin ${index + 1}`}
                onClick={() => onChange(origins.filter((_, i) => i !== index))}
              >
                Remove
              </button>
            ) : null}
          </div>
        );
      })}
      <div>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            added.current = true;
            onChange([...origins, ""]);
          }}
        >
          Add another origin
        </button>
      </div>
    </fieldset>
  );
}
