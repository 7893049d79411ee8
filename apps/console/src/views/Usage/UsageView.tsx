import { adminUsageRoute, splitRpcUsageKey, type UsageBucket } from "@foyer/protocol";
import { lazy, Suspense, useMemo, useState } from "react";
import { Notice } from "../../components/Notice.js";
import { ProjectPicker } from "../../components/ProjectPicker.js";
import { useLoad } from "../../components/useLoad.js";
import { useConsole } from "../../shell/consoleContext.js";
import type { ProjectViewProps } from "../projectViewProps.js";
import { type UsageSeries, usageSeries, usageTotals } from "./usageSeries.js";

const UsageChart = lazy(() => import("./UsageChart.js"));

const RANGES = {
  day: { label: "Last 24 hours, by hour", bucket: "hour", spanMs: 86_400_000 },
  month: { label: "Last 30 days, by day", bucket: "day", spanMs: 30 * 86_400_000 },
} as const satisfies Record<string, { label: string; bucket: UsageBucket; spanMs: number }>;
type RangeName = keyof typeof RANGES;

/**
 * What the project's clients did: RPC requests per method and logins per method over time,
 * API calls by route, sign-ins and refusals. Counted by each server instance and added up
 * every few seconds, so the last minutes may still be on their way.
 */
export default function UsageView(props: ProjectViewProps & { mode: "light" | "dark" }) {
  const { projectId, onProjectChange, mode } = props;
  const { call } = useConsole();
  const [range, setRange] = useState<RangeName>("day");
  const { bucket, spanMs } = RANGES[range];
  const usage = useLoad(async () => {
    if (projectId === undefined) return undefined;
    const to = new Date().toISOString();
    const from = new Date(Date.now() - spanMs).toISOString();
    return call(adminUsageRoute, { params: { id: projectId }, query: { from, to, bucket } });
  }, `${projectId}|${range}`);
  const data = usage.status === "ok" ? usage.data : undefined;
  const charts = useMemo(() => {
    if (data === undefined) return undefined;
    const range = { bucket: data.bucket, from: data.from, to: data.to };
    return {
      rpc: usageSeries(data.rows, {
        ...range,
        kind: "rpc",
        labelOf: (key) => splitRpcUsageKey(key).method,
      }),
      logins: usageSeries(data.rows, { ...range, kind: "login" }),
      api: usageTotals(data.rows, "api"),
      signIns: usageTotals(data.rows, "signin"),
      refusals: usageTotals(data.rows, "refusal"),
    };
  }, [data]);
  const sum = (items: { count: number }[]) => items.reduce((total, item) => total + item.count, 0);

  return (
    <section aria-labelledby="view-title">
      <div className="view-head">
        <div>
          <h2 id="view-title">Usage</h2>
          <p>Requests, logins and refusals of the project, counted on every server instance.</p>
        </div>
        <div className="toolbar">
          <ProjectPicker projectId={projectId} onChange={onProjectChange} />
          <label className="field">
            <span>Period</span>
            <select value={range} onChange={(event) => setRange(event.target.value as RangeName)}>
              {Object.entries(RANGES).map(([name, option]) => (
                <option key={name} value={name}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="secondary" onClick={usage.reload}>
            Refresh
          </button>
        </div>
      </div>
      {usage.status === "error" ? <Notice kind="error">{usage.error}</Notice> : null}
      {charts === undefined || data === undefined ? (
        usage.status === "loading" ? (
          <p className="muted">Loading usage…</p>
        ) : null
      ) : (
        <>
          <dl className="totals">
            <div>
              <dt>RPC requests</dt>
              <dd>{charts.rpc.lines.reduce((total, line) => total + line.total, 0)}</dd>
            </div>
            <div>
              <dt>API calls</dt>
              <dd>{sum(charts.api)}</dd>
            </div>
            <div>
              <dt>Logins</dt>
              <dd>{charts.logins.lines.reduce((total, line) => total + line.total, 0)}</dd>
            </div>
            <div>
              <dt>Sign-ins</dt>
              <dd>{sum(charts.signIns)}</dd>
            </div>
            <div>
              <dt>Refused</dt>
              <dd>{sum(charts.refusals)}</dd>
            </div>
          </dl>
          <div className="grid">
            <ChartCard
              title="RPC requests per method"
              series={charts.rpc}
              bucket={data.bucket}
              mode={mode}
            />
            <ChartCard
              title="Logins per method"
              series={charts.logins}
              bucket={data.bucket}
              mode={mode}
            />
          </div>
          <div className="grid" style={{ marginTop: "1rem" }}>
            <TotalsCard title="API calls by route" items={charts.api} />
            <TotalsCard
              title="Sign-ins and refusals"
              items={[
                ...charts.signIns.map((item) => ({ ...item, key: `sign-in on ${item.key}` })),
                ...charts.refusals.map((item) => ({ ...item, key: `refused: ${item.key}` })),
              ]}
            />
          </div>
        </>
      )}
    </section>
  );
}

function ChartCard(props: {
  title: string;
  series: UsageSeries;
  bucket: UsageBucket;
  mode: "light" | "dark";
}) {
  const { title, series } = props;
  return (
    <figure className="card" style={{ margin: 0 }}>
      <figcaption>
        <h3>{title}</h3>
      </figcaption>
      {series.lines.length === 0 ? (
        <p className="muted">Nothing counted in this period.</p>
      ) : (
        <>
          <Suspense fallback={<div className="chart" />}>
            <UsageChart {...props} />
          </Suspense>
          <details>
            <summary>As a table</summary>
            <table className="rows">
              <thead>
                <tr>
                  <th scope="col">Method</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {series.all.map((line) => (
                  <tr key={line.label}>
                    <td data-label="Method">
                      <code>{line.label}</code>
                    </td>
                    <td data-label="Total" className="count">
                      {line.total}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  );
}

function TotalsCard({ title, items }: { title: string; items: { key: string; count: number }[] }) {
  return (
    <div className="card">
      <h3>{title}</h3>
      {items.length === 0 ? (
        <p className="muted">None in this period.</p>
      ) : (
        <table className="rows">
          <tbody>
            {items.map((item) => (
              <tr key={item.key}>
                <td data-label="What">
                  <code>{item.key}</code>
                </td>
                <td data-label="Count" className="count">
                  {item.count}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
