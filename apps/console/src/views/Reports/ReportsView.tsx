import { adminEventsRoute } from "@foyer/protocol";
import { useState } from "react";
import { Notice } from "../../components/Notice.js";
import { ProjectPicker } from "../../components/ProjectPicker.js";
import { Time } from "../../components/Time.js";
import { useLoad } from "../../components/useLoad.js";
import { useConsole } from "../../shell/consoleContext.js";
import type { ProjectViewProps } from "../projectViewProps.js";

const PERIODS = [
  { value: "1", label: "Last 24 hours" },
  { value: "7", label: "Last 7 days" },
  { value: "30", label: "Last 30 days" },
] as const;

/**
 * What the project's clients reported (`POST /e`, when analytics are on): errors grouped by
 * message, most frequent first, and the newest reports with their stacks.
 */
export default function ReportsView({ projectId, onProjectChange }: ProjectViewProps) {
  const { call } = useConsole();
  const [type, setType] = useState("error");
  const [days, setDays] = useState("7");
  const reports = useLoad(async () => {
    if (projectId === undefined) return { events: [], groups: [] };
    const since = new Date(Date.now() - Number(days) * 86_400_000).toISOString();
    return call(adminEventsRoute, {
      params: { id: projectId },
      query: { type, since, limit: "50" },
    });
  }, `${projectId}|${type}|${days}`);

  return (
    <section aria-labelledby="view-title">
      <div className="view-head">
        <div>
          <h2 id="view-title">Reports</h2>
          <p>Errors and events the project's clients sent, when its analytics are on.</p>
        </div>
        <div className="toolbar">
          <ProjectPicker projectId={projectId} onChange={onProjectChange} />
          <label className="field">
            <span>Kind</span>
            <select value={type} onChange={(event) => setType(event.target.value)}>
              <option value="error">Errors</option>
              <option value="track">Events</option>
              <option value="">Everything</option>
            </select>
          </label>
          <label className="field">
            <span>Period</span>
            <select value={days} onChange={(event) => setDays(event.target.value)}>
              {PERIODS.map((period) => (
                <option key={period.value} value={period.value}>
                  {period.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {reports.status === "error" ? <Notice kind="error">{reports.error}</Notice> : null}
      {reports.status === "ok" && reports.data.events.length === 0 ? (
        <div className="card">
          <p>
            Nothing reported in this period. Reports arrive only from projects with “Analytics and
            error reports” on.
          </p>
        </div>
      ) : null}
      {reports.status === "ok" && reports.data.groups.length > 0 ? (
        <div className="card">
          <h3>By message</h3>
          <table className="rows">
            <thead>
              <tr>
                <th scope="col">Count</th>
                <th scope="col">Event</th>
                <th scope="col">Message</th>
                <th scope="col">Last seen</th>
              </tr>
            </thead>
            <tbody>
              {reports.data.groups.map((group) => (
                <tr key={`${group.event}|${group.errorType}|${group.errorMessage}`}>
                  <td data-label="Count" className="count">
                    {group.count}
                  </td>
                  <td data-label="Event">
                    <code>{group.event}</code>
                    {group.errorType === null ? null : (
                      <span className="muted"> · {group.errorType}</span>
                    )}
                  </td>
                  <td data-label="Message">
                    {group.errorMessage ?? <span className="muted">—</span>}
                  </td>
                  <td data-label="Last seen">
                    <Time at={group.lastSeen} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {reports.status === "ok" && reports.data.events.length > 0 ? (
        <div className="card">
          <h3>Newest</h3>
          <div className="stack">
            {reports.data.events.map((event) => (
              <details key={event.id}>
                <summary>
                  <Time at={event.receivedAt} /> · <code>{event.event}</code>{" "}
                  {event.errorMessage ?? ""} <span className="muted">on {event.domain}</span>
                </summary>
                <div className="details">
                  <dl>
                    <dt>Page</dt>
                    <dd className="mono">{event.url}</dd>
                    <dt>SDK</dt>
                    <dd>
                      {event.sdkType} {event.sdkVersion}
                    </dd>
                    <dt>Category</dt>
                    <dd>{event.errorType ?? "—"}</dd>
                  </dl>
                </div>
                {event.stackTrace === null ? null : <pre className="stack">{event.stackTrace}</pre>}
              </details>
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
