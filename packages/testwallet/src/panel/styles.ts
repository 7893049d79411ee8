/** Below this width a centred modal spans the page: the panel becomes a bottom sheet. */
export const NARROW_MAX_WIDTH_PX = 480;

// Bottom-left and narrow so it never covers a centred connect modal (folded, a bar
// only as wide as its title); the
// highest z-index so a dApp's overlay cannot hide the approve buttons. On a
// phone-sized page the modal fills the width, so the panel docks as a sheet
// on the bottom edge and, folded, is a bar no taller than the 16 px margin
// a modal keeps from the edge.
export const PANEL_CSS = `
:host { all: initial; }
.panel {
  position: fixed; left: 12px; bottom: 12px; z-index: 2147483647;
  width: 284px; max-height: 45vh; overflow: auto; box-sizing: border-box;
  font: 12px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: #e8ecf4;
  background: #1f2a44; border: 1px solid #3a4a70; border-radius: 10px;
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.35); padding: 8px 10px;
}
header { display: flex; align-items: center; gap: 6px; }
header h2 { font-size: 12px; margin: 0; flex: 1; }
.badge { background: #e5484d; color: #fff; border-radius: 4px; padding: 0 4px; font-size: 10px; }
button {
  font: inherit; color: #1f2a44; background: #f5c451; border: 0; border-radius: 5px;
  padding: 2px 8px; cursor: pointer;
}
button.secondary { background: #3a4a70; color: #e8ecf4; }
button:focus-visible, input:focus-visible { outline: 2px solid #8fb3ff; outline-offset: 1px; }
dl { margin: 6px 0; display: grid; grid-template-columns: auto 1fr; gap: 2px 8px; }
dt { color: #9fb0d0; }
dd { margin: 0; overflow-wrap: anywhere; }
fieldset { border: 1px solid #3a4a70; border-radius: 6px; margin: 6px 0; padding: 4px 6px; }
legend { color: #9fb0d0; padding: 0 4px; }
fieldset label { margin-right: 8px; white-space: nowrap; }
ul { list-style: none; margin: 6px 0 0; padding: 0; }
li { border-top: 1px solid #3a4a70; padding: 6px 0; }
li p { margin: 0 0 4px; }
li .kind { color: #f5c451; text-transform: capitalize; }
li .actions { display: flex; gap: 6px; }
.empty { color: #9fb0d0; margin: 4px 0 0; }
[hidden] { display: none !important; }
.panel.folded { width: auto; padding: 4px 8px; }
@media (max-width: ${NARROW_MAX_WIDTH_PX}px) {
  .panel {
    left: 0; right: 0; bottom: 0; width: auto; max-height: 50vh;
    border-radius: 10px 10px 0 0; border-bottom: 0; padding: 0 10px 8px;
  }
  .panel.folded { padding: 0 10px; overflow: hidden; }
  .panel.folded header { height: 15px; font-size: 11px; line-height: 15px; }
  .panel.folded header h2 { font-size: 11px; }
  .panel.folded .badge { display: none; }
  .panel.folded header button { padding: 0 14px; line-height: 13px; }
}
`;
