import type { SessionSummary } from "../summaries.js";

interface Props {
  sessions: SessionSummary[];
  onDisconnect(topic: string): void;
}

export function SessionList({ sessions, onDisconnect }: Props) {
  return (
    <section className="card" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Active sessions</h2>
      {sessions.length === 0 ? (
        <p className="hint">No dApp is connected.</p>
      ) : (
        <ul aria-label="Active sessions">
          {sessions.map((session) => (
            <li key={session.topic}>
              <div>
                <strong>{session.name}</strong> <span className="hint">{session.url}</span>
                <div className="mono small">{session.accounts.join(", ")}</div>
              </div>
              <button
                type="button"
                className="secondary"
                onClick={() => onDisconnect(session.topic)}
              >
                Disconnect {session.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
