import { useMessages } from "../i18n/MessagesContext.js";

/** Back (when there is somewhere to go back to), the view title, and close. */
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
      ) : (
        <span />
      )}
      <h2 className="title" id={props.titleId}>
        {props.title}
      </h2>
      {props.canClose === false ? (
        <span />
      ) : (
        <button
          type="button"
          className="icon-button"
          aria-label={messages.close}
          onClick={props.onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
