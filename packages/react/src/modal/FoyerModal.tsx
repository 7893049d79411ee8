import type { ThemeMode } from "@foyer/core";
import { assertThemeMode, localeDirection } from "@foyer/core/internal";
import { type CSSProperties, useEffect, useLayoutEffect, useMemo } from "react";
import { createPortal } from "react-dom";
import { useFoyer } from "../hooks/useFoyer.js";
import { useStore } from "../hooks/useStore.js";
import { useLocale } from "../i18n/catalogueContext.js";
import { resolveTheme, type ThemeVariables, themeToStyle } from "../theme/theme.js";
import { AlertBanner } from "./AlertBanner.js";
import { whenLoadedAndIdle } from "./idle.js";
import { preloadModalDialog, useModalDialogChunk } from "./modalDialogChunk.js";
import { StyleHostContext } from "./styleHostContext.js";
import { DEFAULT_Z_INDEX } from "./styles.js";
import { Toast } from "./Toast.js";
import { useShadowMount } from "./useShadowMount.js";

export interface ModalAppearance {
  themeMode?: ThemeMode;
  themeVariables?: Partial<ThemeVariables>;
  /** Stacking order of the modal, toast and alert layers. Default 999 (behaviour §9). */
  zIndex?: number;
}

/**
 * Renders the modal, toast and alert into their shadow root. The open dialog is
 * a chunk of its own, loaded once the page is idle after its `load` event (or
 * sooner, as the pointer nears the connect button), so the click that opens
 * the modal finds it ready and only renders.
 */
export function FoyerModal(appearance: ModalAppearance) {
  const { themeVariables, zIndex } = appearance;
  const foyer = useFoyer();
  // The prop wins over createFoyer's option; both pass behaviour §5's check.
  assertThemeMode(appearance.themeMode);
  const themeMode = appearance.themeMode ?? foyer.themeMode;
  const open = useStore(foyer.stores.modal.store, (s) => s.open);
  const mount = useShadowMount();
  const dialog = useModalDialogChunk();
  const locale = useLocale();
  // The dialog's chunk brings the style host: its views' sheets join the base rules.
  const styles = useMemo(
    () => (dialog && mount ? dialog.createStyleHost(mount) : undefined),
    [dialog, mount],
  );
  useLayoutEffect(
    () => (dialog ? styles?.adopt(dialog.DIALOG_CSS, 1) : undefined),
    [dialog, styles],
  );
  useEffect(() => {
    // Once idle after load: the dialog's chunk, then the Connect view's data and parts.
    let live = true;
    let cancelWarmUp: (() => void) | undefined;
    const cancelIdle = whenLoadedAndIdle(() => {
      preloadModalDialog()
        .then((chunk) => {
          if (live) cancelWarmUp = chunk.warmUpConnectView(foyer);
        })
        .catch(() => undefined);
    });
    return () => {
      live = false;
      cancelIdle();
      cancelWarmUp?.();
    };
  }, [foyer]);
  useEffect(() => {
    // Opened before the chunk came (an early click, a host calling open()): load it
    // now. Without it the modal can't show, so closing lets the next open try again.
    if (!open || dialog) return;
    preloadModalDialog().catch((error: unknown) => {
      console.error(error);
      foyer.close();
    });
  }, [foyer, open, dialog]);
  const variables = themeToStyle(resolveTheme(themeMode, themeVariables));
  // Behaviour §7 sync theme: the embedded wallet's screens sit in the modal and wear its theme.
  // As a string, so the effect runs when the theme changes, not on every render.
  const synced = JSON.stringify({ themeMode, themeVariables, w3mThemeVariables: variables });
  useEffect(() => foyer.email.syncTheme(JSON.parse(synced)), [foyer, synced]);
  if (!mount) return null;
  const style = {
    ...variables,
    position: "relative",
    zIndex: zIndex ?? DEFAULT_Z_INDEX,
  } as CSSProperties;
  return createPortal(
    // `dir` mirrors the layout for right-to-left scripts: the styles use logical properties.
    <StyleHostContext.Provider value={styles}>
      <div
        className="root"
        data-theme={themeMode}
        lang={locale}
        dir={localeDirection(locale)}
        style={style}
      >
        {dialog && !styles ? <style>{dialog.DIALOG_CSS}</style> : null}
        {/* While open, the toast sits on the card's bottom edge (see ModalDialog). */}
        {open && dialog ? <dialog.ModalDialog /> : <Toast />}
        <AlertBanner />
      </div>
    </StyleHostContext.Provider>,
    mount,
  );
}
