/**
 * Behaviour §9 animation timings: the backdrop fades in over 120 ms, the card
 * enters over 150 ms and a view change fades over 150 ms.
 */
export const ANIMATION_MS = { backdrop: 120, card: 150, view: 150 } as const;

/** Behaviour §9 modal width. */
export const MODAL_WIDTH_PX = 360;

/** Behaviour §9 default z-index. */
export const DEFAULT_Z_INDEX = 999;

/**
 * The stylesheet the modal's shadow root holds from the start: the themed root
 * and the layers that show with the modal closed (toast, alert). The open
 * dialog's rules ship with its chunk (`dialogStyles.ts`). The host page's CSS
 * can't reach in and ours can't leak out, and no CSS-in-JS runtime ships.
 * Every themable value reads a `--foyer-*` variable set on `.root`; `color-scheme` follows
 * the mode, so what the browser draws itself (a select's list, scrollbars) matches it.
 */
export const MODAL_CSS = `
:host{all:initial}
.root{font-family:var(--foyer-font-family);font-size:var(--foyer-font-size);color:var(--foyer-foreground);line-height:1.4;-webkit-font-smoothing:antialiased;color-scheme:light}
.root[data-theme="dark"]{color-scheme:dark}
.root *,.root *::before,.root *::after{box-sizing:border-box}
.icon-button{width:36px;height:36px;display:inline-flex;align-items:center;justify-content:center;border:0;border-radius:50%;background:transparent;color:var(--foyer-foreground);cursor:pointer;font:inherit;font-size:1.2em}
.icon-button:hover{background:var(--foyer-surface)}
button,input,select,textarea,a{font:inherit;color:inherit}
option{color:var(--foyer-foreground);background:var(--foyer-background)}
:focus-visible{outline:2px solid var(--foyer-accent);outline-offset:2px}
.spinner{width:24px;height:24px;border-radius:50%;border:3px solid var(--foyer-surface);border-top-color:var(--foyer-accent);animation:foyer-spin 800ms linear infinite}
.toast{position:fixed;top:16px;left:50%;transform:translateX(-50%);display:flex;align-items:center;gap:8px;padding:8px 14px;border-radius:999px;background:var(--foyer-background);border:1px solid var(--foyer-border);box-shadow:0 8px 24px rgba(0,0,0,.15);animation:foyer-fade ${ANIMATION_MS.view}ms ease-out}
.toast[data-variant="error"]{color:var(--foyer-error)}
.toast[data-variant="success"] .dot{background:var(--foyer-success)}
.dot{width:8px;height:8px;border-radius:50%;background:var(--foyer-error)}
.alert{position:fixed;bottom:16px;left:50%;transform:translateX(-50%);width:${MODAL_WIDTH_PX}px;max-width:calc(100% - 32px);padding:12px 14px;border-radius:var(--foyer-radius-small);background:var(--foyer-background);border:1px solid var(--foyer-border);border-inline-start:4px solid var(--foyer-error);display:flex;gap:8px;align-items:flex-start}
.alert[data-type="info"]{border-inline-start-color:var(--foyer-accent)}
.alert h2{margin:0 0 4px;font-size:1em}
.alert p{margin:0;color:var(--foyer-muted);font-size:.9em}
.alert > div{flex:1}
@keyframes foyer-fade{from{opacity:0}to{opacity:1}}
@keyframes foyer-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.root *,.root *::before,.root *::after{animation-duration:1ms!important;animation-iteration-count:1!important;transition:none!important}}
`;
