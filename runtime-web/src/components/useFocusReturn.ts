// A dialog that is unmounted when it closes (rendered only while open) gives the focus back to what had it when the
// dialog opened — the button that opened it. antd's Modal restores the focus only after its own closing animation,
// which an unmounted modal never runs, so the keyboard user was left at the top of the page (#42 item 7).
import { useLayoutEffect } from 'react';

/** About a second of frames: long enough for a closing question's animation, short enough to never fight the user. */
const FRAMES = 60;

const visibleDialog = () => [...document.querySelectorAll('.ant-modal-wrap')].some((wrap) => wrap.getClientRects().length > 0);

export function useFocusReturn(): void {
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : undefined;
    return () => {
      if (!opener) return;
      // After the dialog's own nodes are gone. A closing question ("leave without saving?") keeps the focus inside
      // itself until its animation ends, so this tries again each frame until no dialog is shown; it never takes the
      // focus from somewhere the user went outside any dialog.
      let frames = FRAMES;
      const settle = () => {
        if (!opener.isConnected) return;
        const at = document.activeElement;
        const lost = !at || at === document.body || !!at.closest('.ant-modal-root, .ant-modal-wrap');
        if (lost) opener.focus();
        else if (at !== opener) return;
        if (visibleDialog() && --frames > 0) requestAnimationFrame(settle);
      };
      requestAnimationFrame(settle);
    };
  }, []);
}
