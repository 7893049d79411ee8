/** The Max button beside an amount: it fills in all the person can spend. */
export interface AmountMax {
  label: string;
  disabled: boolean;
  /** Max is still working out the amount (a fee, say). */
  busy?: boolean;
  onClick(): void;
}

export interface AmountFieldProps {
  /** The input's id; the label points at it. */
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  disabled?: boolean;
  /** The id of the text that explains the amount (limits). */
  describedBy?: string;
  invalid?: boolean;
  max?: AmountMax;
}

/** A decimal amount as a person types it, with a Max button where the view has one. */
export function AmountField({
  id,
  label,
  value,
  onChange,
  placeholder = "0.0",
  disabled,
  describedBy,
  invalid,
  max,
}: AmountFieldProps) {
  const input = (
    <input
      id={id}
      className="search"
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      value={value}
      disabled={disabled}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {max === undefined ? (
        input
      ) : (
        <div style={{ display: "flex", gap: 8 }}>
          {input}
          <button
            type="button"
            className="secondary"
            disabled={max.disabled}
            aria-busy={max.busy}
            onClick={max.onClick}
          >
            {max.label}
          </button>
        </div>
      )}
    </>
  );
}
