export {
  type ChangeLine,
  describePreview,
  type PreviewAnswer,
  type PreviewMessages,
  type PreviewView,
  shortAddress,
} from "./describePreview.js";
export { type PreviewCallDraft, previewCallOf, swapPreviewCalls } from "./previewCalls.js";
