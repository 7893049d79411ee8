import { type AdminAuditEntry, adminAuditRoute } from "@foyer/protocol";
import { useState } from "react";
import { errorText } from "../../api/errorText.js";
import { Notice } from "../../components/Notice.js";
import { Time } from "../../components/Time.js";
import { useLoad } from "../../components/useLoad.js";
import { useConsole } from "../../shell/consoleContext.js";
import { auditChanges } from "./auditChanges.js";

/** Every admin action, newest first: who did what to which project, user or session, before → after. */
export default function AuditView() {
  const { call } = useConsole();
  const [target, setTarget] = useState("");
  const [more, setMore] = useState<{ entries: AdminAuditEntry[]; next?: string }>({ entries: [] });
  const [problem, setProblem] = useState<string | undefined>();
  const first = useLoad(async () => {
    setMore({ entries: [] });
    return call(adminAuditRoute, { query: { target: target.trim() || undefined, limit: "50" } });
  }, target.trim());
  const entries = first.status === "ok" ? [...first.data.entries, ...more.entries] : [];
  const next = more.next ?? (first.status === "ok" ? first.data.next : undefined);

  async function loadMore() {
    if (next === undefined) return;
    try {
      const page = await call(adminAuditRoute, {
        query: { target: target.trim() || undefined, limit: "50", cursor: next },
      });
      setMore({
        entries: [...more.entries, ...page.entries],
        ...(page.next ? { next: page.next } : {}),
      });
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  return (
    <section aria-labelledby="view-title">
      <div className="view-head">
        <div>
          <h2 id="view-title">Audit</h2>
          <p>Every change made through the admin API, by the console, a script or foyer-admin.</p>
        </div>
        <label className="field">
          <span>Target (project, user or session id)</span>
          <input type="search" value={target} onChange={(event) => setTarget(event.target.value)} />
        </label>
      </div>
      {first.status === "error" ? <Notice kind="error">{first.error}</Notice> : null}
      {problem === undefined ? null : <Notice kind="error">{problem}</Notice>}
      <div className="card">
        {first.status === "ok" && entries.length === 0 ? <p>Nothing audited yet.</p> : null}
        {entries.length > 0 ? (
          <table className="rows">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Changes</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const changes = auditChanges(entry.before, entry.after);
                return (
                  <tr key={entry.id}>
                    <td data-label="When">
                      <Time at={entry.at} />
                    </td>
                    <td data-label="Who" className="mono">
                      {entry.actor}
                    </td>
                    <td data-label="What">
                      <code>{entry.action}</code> {entry.targetType} <code>{entry.targetId}</code>
                    </td>
                    <td data-label="Changes">
                      {changes.length === 0 ? (
                        <span className="muted">—</span>
                      ) : (
                        <ul className="change-list">
                          {changes.map((change) => (
                            <li key={change.field}>
                              <code>{change.field}</code>: <del>{change.before}</del> →{" "}
                              <ins>{change.after}</ins>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : null}
      </div>
      {next === undefined ? null : (
        <p>
          <button type="button" className="secondary" onClick={() => void loadMore()}>
            Older actions
          </button>
        </p>
      )}
    </section>
  );
}
