// The control registry: one definition per control type of spec §9, each in a file of its own, listed here in palette
// order (the designer's palette shows them in this order, group by group). Adding a control type is adding its file
// and its line here (and, when it has a screen widget, one console widget file registered by type); everything else
// asks the registry (../registry.ts) rather than listing type names.
import type { ControlType } from '../../vocab/index.ts';
import type { ControlDefinition } from './kit/definition.ts';
import { input } from './input.ts';
import { textarea } from './textarea.ts';
import { number } from './number.ts';
import { date } from './date.ts';
import { time } from './time.ts';
import { hidden } from './hidden.ts';
import { select } from './select.ts';
import { radio } from './radio.ts';
import { checkbox } from './checkbox.ts';
import { switchControl } from './switch.ts';
import { rate } from './rate.ts';
import { slider } from './slider.ts';
import { serialno } from './serialno.ts';
import { editor } from './editor.ts';
import { signature } from './signature.ts';
import { icon } from './icon.ts';
import { uploadFile } from './uploadFile.ts';
import { uploadImg } from './uploadImg.ts';
import { user } from './user.ts';
import { dept } from './dept.ts';
import { page } from './page.ts';
import { editableTable } from './editableTable.ts';
import { button } from './button.ts';
import { grid } from './grid.ts';
import { card } from './card.ts';
import { tabs } from './tabs.ts';
import { table } from './table.ts';
import { affix } from './affix.ts';
import { text } from './text.ts';
import { alert } from './alert.ts';
import { divider } from './divider.ts';

const DEFINED = [
  input, textarea, number, date, time, hidden,
  select, radio, checkbox, switchControl, rate, slider,
  serialno, editor, signature, icon, uploadFile, uploadImg, user, dept, page, editableTable, button,
  grid, card, tabs, table, affix,
  text, alert, divider,
] as const;

/** Every control type of the vocabulary has a definition (a type check: a type left out fails to compile). */
type Missing = Exclude<ControlType, (typeof DEFINED)[number]['type']>;
const complete: [Missing] extends [never] ? true : Missing = true;

/** The definitions in palette order. */
export const CONTROL_DEFINITIONS: readonly ControlDefinition[] = complete && DEFINED;

export * from './kit/definition.ts';
