// Custom buttons of a list page that call a server hook: the toolbar's with the selected records, an inline one with
// its row. The server finds the button's script in the stored page, checks the button's permission and answers the
// script's message, shown here; the list reloads after it.
import { useState } from 'react';
import { PermButton, RowButton } from '../../components/crud/index.ts';
import { notify } from '../../request/report.ts';
import { api } from '../../request/api.ts';
import type { ViewButton } from '../engine.ts';

export const buttonApi = {
  /** Runs the page's custom button `buttonName` on the records `ids` (and a form's values, its button control's); answers the script's message. */
  press: (viewCode: string, buttonName: string, ids: string[], values?: Record<string, unknown>) =>
    api.post('/api/eform/engine/view/{viewCode}/button', { params: { path: { viewCode } }, body: { buttonName, ids, ...(values ? { values } : {}) } }),
};

export interface CustomButtonProps {
  viewCode: string;
  button: ViewButton;
  label: string;
  perm?: string;
  /** The records the button acts on, read when it is pressed. */
  ids(): string[];
  onDone(): void;
  /** A row's button (link style) rather than the toolbar's. */
  inline?: boolean;
}

export function CustomButton({ viewCode, button, label, perm, ids, onDone, inline }: CustomButtonProps) {
  const [busy, setBusy] = useState(false);
  const press = async () => {
    setBusy(true);
    try {
      const { message } = await buttonApi.press(viewCode, button.buttonName, ids());
      notify('success', message);
      onDone();
    } catch {
      // The request layer has shown the server's message (the script's refusal, a permission denied).
    } finally {
      setBusy(false);
    }
  };
  const Component = inline ? RowButton : PermButton;
  return (
    <Component perm={perm} loading={busy} onClick={() => void press()} data-testid={`${inline ? 'row' : 'toolbar'}-custom-${button.buttonName}`}>
      {label}
    </Component>
  );
}
