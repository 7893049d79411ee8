import {
  type ApprovalTexts,
  type ApprovalTextsJson,
  compileCatalogue,
  type JsonOf,
} from "@foyer/core/internal";
import type { FrameMessages } from "./frameEn.js";

/** The frame's keys a translation takes from elsewhere: core's approval texts, or Intl. */
type NotInJson = keyof ApprovalTexts["preview"] | "relativeTime" | "dateTime" | "titles";

/**
 * A translation of the frame's screens as its JSON file holds it (`locales/<locale>.json`):
 * English's keys, each text a string with `{0}`, `{1}`… for the English function's
 * arguments, or a count's plural forms (`{ "one": …, "other": … }` with `{count}`).
 * The approval titles and the preview's texts come from core's approval texts.
 */
export interface FrameJson {
  readonly screens: JsonOf<Omit<FrameMessages, NotInJson>>;
  /** The frame's own titles, beside the approval titles core's table gives. */
  readonly titles: JsonOf<Omit<FrameMessages["titles"], keyof ApprovalTexts["titles"]>>;
}

/** A locale's frame catalogue from its JSON: the one code path every translation takes. */
export function compileFrameMessages(
  locale: string,
  json: FrameJson,
  approvalJson: ApprovalTextsJson,
): FrameMessages {
  const approval = compileCatalogue<ApprovalTexts>(locale, approvalJson);
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  return {
    ...compileCatalogue<Omit<FrameMessages, NotInJson>>(locale, json.screens),
    ...approval.preview,
    relativeTime: (value, unit) => relative.format(value, unit),
    dateTime: (ms) => dateTime.format(ms),
    titles: {
      ...approval.titles,
      ...compileCatalogue<Omit<FrameMessages["titles"], keyof ApprovalTexts["titles"]>>(
        locale,
        json.titles,
      ),
    },
  };
}
