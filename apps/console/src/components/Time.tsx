/** A moment, in the operator's own format, with its exact value for machines and tooltips. */
export function Time({ at }: { at: string | null | undefined }) {
  if (at === null || at === undefined) return <span className="muted">never</span>;
  const date = new Date(at);
  return (
    <time dateTime={at} title={at}>
      {date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}
    </time>
  );
}
