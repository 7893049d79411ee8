import type { UserText } from "@foyer/core";
import { useContext } from "react";
import { MessagesContext } from "../catalogueContext.js";
import { renderCoreText } from "./renderCoreText.js";

/**
 * What the modal shows for a text core wrote (an error, a toast, a form message): the
 * active translation's words for its key, else core's English; words core had no key for
 * (a wallet's own answer) as they are. Apart from the page's first-load context so only
 * the views that show core's texts carry it.
 */
export function useCoreText(): (text: UserText | undefined) => string {
  const table = useContext(MessagesContext)?.coreTexts;
  return (text) => renderCoreText(table, text);
}
