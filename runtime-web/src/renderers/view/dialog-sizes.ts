// How a button opens the form (spec §9 dialog sizes): a modal of a width, full screen, a new browser tab, or
// inside the page's own tab.
import type { DialogSize } from '../engine.ts';

/** Modal widths in pixels; 'full' takes the whole window. */
export const DIALOG_WIDTHS = { default: 960, large: 1200, middle: 800, small: 520 } as const;

export type Opening =
  | { kind: 'modal'; width: number | string; fullscreen: boolean }
  | { kind: 'newTab' }
  | { kind: 'insideTab' };

/** The opening of a button: its openType, else its dialogSize, else the default dialog. */
export function openingOf(size: DialogSize | undefined): Opening {
  switch (size) {
    case 'newTab':
      return { kind: 'newTab' };
    case 'insideTab':
      return { kind: 'insideTab' };
    case 'full':
      return { kind: 'modal', width: '100vw', fullscreen: true };
    case 'large':
    case 'middle':
    case 'small':
      return { kind: 'modal', width: DIALOG_WIDTHS[size], fullscreen: false };
    default:
      return { kind: 'modal', width: DIALOG_WIDTHS.default, fullscreen: false };
  }
}
