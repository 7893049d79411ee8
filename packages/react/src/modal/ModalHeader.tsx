import { useMessages } from "../i18n/MessagesContext.js";

/**
 * Back (when there is somewhere to go back to), the view title, and close. The title
 * keeps the middle column of the header's grid, so no empty element holds a missing
 * button's place.
 */
export function ModalHeader(props: {
  titleId: string;
  title: string;
  canGoBack: boolean;
  /** False hides the close button (a required sign-in without a session, decided by core). */
  canClose?: boolean;
  onBack(): void;
  onClose(): void;
}) {
  const messages = useMessages();
  return (
    <div className="header">
      {props.canGoBack ? (
        <button
          type="button"
          className="icon-button"
          aria-label={messages.back}
          onClick={props.onBack}
        >
          {/* Points the way back: mirrored where the text runs right to left. */}
          <span aria-hidden="true" className="flip-rtl">
            ←
          </span>
        </button>
      ) : null}
      <h2 className="title" id={props.titleId}>
        {props.title}
      </h2>
      {props.canClose === false ? null : (
        // The name is the label; the sign is only drawn.
        <button
          type="button"
          className="icon-button"
          aria-label={messages.close}
          onClick={props.onClose}
        >
          ×
        </button>
      )}
    </div>
  );
}
