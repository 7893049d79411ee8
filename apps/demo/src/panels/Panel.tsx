import type { ReactNode } from "react";

/** One capability's card: a heading, a line on what it does, its controls and result. */
export function Panel(props: {
  id: string;
  title: string;
  about: string;
  /** A card the width of the grid. */
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <section
      className={props.wide ? "panel panel--wide" : "panel"}
      aria-labelledby={`${props.id}-heading`}
    >
      <h2 id={`${props.id}-heading`}>{props.title}</h2>
      <p className="panel__about">{props.about}</p>
      {props.children}
    </section>
  );
}
