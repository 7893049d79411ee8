export {
  type ApprovalTexts,
  approvalTextsEn,
  type PreviewTexts,
  previewTextsEn,
} from "./approvalTexts/approvalTextsEn.js";
// The words the modal and the embedded wallet share about a request to approve, per language:
// English typed above, each translation a JSON catalogue fetched for its locale.
export {
  type ApprovalTextsJson,
  loadApprovalTextsJson,
} from "./approvalTexts/approvalTextsJson.js";
export { loadApprovalTexts } from "./approvalTexts/loadApprovalTexts.js";
export {
  type ChangeLine,
  describePreview,
  type PreviewAnswer,
  type PreviewMessages,
  type PreviewView,
  shortAddress,
} from "./describePreview.js";
export { type PreviewCallDraft, previewCallOf, swapPreviewCalls } from "./previewCalls.js";
