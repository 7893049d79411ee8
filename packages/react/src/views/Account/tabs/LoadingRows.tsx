/** Grey placeholder rows while a tab loads, announced once to screen readers by `label`. */
export function LoadingRows({ label, rows = 3 }: { label: string; rows?: number }) {
  // The status role sits on a wrapper: a list may not take it (axe aria-allowed-role).
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <ul className="list" aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          // Placeholders have no identity of their own; their position is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
          <li key={index} className="row" style={{ cursor: "default" }}>
            <span className="wallet-image" />
            <span className="row-name" style={{ opacity: 0.5 }}>
              &nbsp;
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
