/** A loading indicator with a name for screen readers. */
export function Spinner({ label }: { label: string }) {
  return <span className="spinner" role="progressbar" aria-label={label} />;
}
