import { LOG_LEVELS, type LogLevel } from "@foyer/core";
import { useFoyer } from "@foyer/react";
import { useId, useState } from "react";
import { Panel } from "./Panel.js";
import { panelMessages as m } from "./panelMessages.js";
import { ResultBox } from "./ResultBox.js";

/**
 * The instance's log buffer (behaviour §9): the level a host may raise (default error) and the
 * buffer read as a bug report would, one JSON entry a line.
 */
export function DebugLogPanel() {
  const foyer = useFoyer();
  const [level, setLevel] = useState<LogLevel>("error");
  const [log, setLog] = useState<string | undefined>();
  const lines = log ? log.split("\n") : [];
  const selectId = useId();

  return (
    <Panel id="debug-log" title={m.logHeading} about={m.logAbout}>
      <div className="field-row">
        <label htmlFor={selectId}>{m.logLevel}</label>
        <select
          id={selectId}
          value={level}
          onChange={(event) => {
            const next = event.target.value as LogLevel;
            foyer.setLogLevel(next);
            setLevel(next);
          }}
        >
          {LOG_LEVELS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="action"
          onClick={() => {
            void foyer.readLogs().then(setLog);
          }}
        >
          {m.logRead}
        </button>
      </div>
      {log === undefined ? null : (
        <ResultBox
          testId="debug-log-count"
          tone={lines.length > 0 ? "ok" : "idle"}
          text={lines.length > 0 ? m.logEntries(lines.length) : m.logEmpty}
          {...(lines.length > 0 ? { copy: { value: log, what: m.logHeading } } : {})}
          {...(lines.length > 0
            ? { detail: { testId: "debug-log", text: lines.slice(-20).join("\n") } }
            : {})}
        />
      )}
    </Panel>
  );
}
