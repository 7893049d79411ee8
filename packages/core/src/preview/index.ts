export {
  type ApprovalTexts,
  approvalTextsEn,
  type PreviewTexts,
  previewTextsEn,
} from "./approvalTexts/approvalTextsEn.js";
export {
  type ApprovalTextsJson,
  loadApprovalTextsJson,
} from "./approvalTexts/approvalTextsJson.js";
// The words the modal and the embedded wallet share about a request to approve, per language.
export { approvalTextsAr } from "./approvalTexts/ar.js";
export { approvalTextsDe } from "./approvalTexts/de.js";
export { approvalTextsEs } from "./approvalTexts/es.js";
export { approvalTextsFr } from "./approvalTexts/fr.js";
export { approvalTextsJa } from "./approvalTexts/ja.js";
export { approvalTextsKo } from "./approvalTexts/ko.js";
export { loadApprovalTexts } from "./approvalTexts/loadApprovalTexts.js";
export { approvalTextsPt } from "./approvalTexts/pt.js";
export { approvalTextsTr } from "./approvalTexts/tr.js";
export { approvalTextsZh } from "./approvalTexts/zh.js";
export {
  type ChangeLine,
  describePreview,
  type PreviewAnswer,
  type PreviewMessages,
  type PreviewView,
  shortAddress,
} from "./describePreview.js";
export { type PreviewCallDraft, previewCallOf, swapPreviewCalls } from "./previewCalls.js";
