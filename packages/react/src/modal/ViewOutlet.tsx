import type { Route } from "@foyer/core";
import { Component, type ErrorInfo, type ReactNode, Suspense } from "react";
import { Spinner } from "../components/Spinner/Spinner.js";
import { StatusMessage } from "../components/StatusMessage/StatusMessage.js";
import { useMessages } from "../i18n/MessagesContext.js";
import { viewEntry } from "./viewRegistry.js";

/** Renders the current view: its chunk while loading, an explicit state when it is missing or broke. */
export function ViewOutlet({ route }: { route: Route }) {
  const messages = useMessages();
  const entry = viewEntry(route.view);
  if (!entry) {
    return (
      <StatusMessage
        tone="error"
        title={messages.viewUnavailable}
        body={messages.viewUnavailableBody(String(route.view))}
      />
    );
  }
  const { Component: View } = entry;
  return (
    <ViewErrorBoundary
      key={route.view}
      fallback={
        <StatusMessage
          tone="error"
          title={messages.viewFailedToLoad}
          body={messages.viewFailedToLoadBody}
        />
      }
    >
      <Suspense
        fallback={
          <div className="center">
            <Spinner label={messages.loading} />
          </div>
        }
      >
        <View />
      </Suspense>
    </ViewErrorBoundary>
  );
}

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Catches a chunk that fails to download or a view that throws, so the modal
 * says so instead of going blank. Keyed by view: moving on clears the error.
 */
class ViewErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Left to the console on purpose: a broken view is a bug for the developer to see.
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
