/** One choice of a {@link SelectField}: what the form keeps, and what the visitor reads. */
export interface SelectOption {
  value: string;
  text: string;
}

export interface SelectFieldProps {
  id: string;
  label: string;
  /** The chosen option's value; none chosen shows `placeholder` (or the first option). */
  value: string | undefined;
  options: readonly SelectOption[];
  /** The first entry while nothing is chosen, e.g. 'Choose a token'. */
  placeholder?: string;
  onChange(value: string): void;
}

/** A labelled drop-down of a form. */
export function SelectField({
  id,
  label,
  value,
  options,
  placeholder,
  onChange,
}: SelectFieldProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="search"
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </>
  );
}
