// The form's button control: a click does what its props say (the engine's formButtonRun) — opens a page (pre-filtered
// by the form's values) or a form adding a record (starting from them) as the page buttons' open types do, opens an
// address, or presses a custom button of the page (its server hook, permission checked by the server) with the form's
// values and the record shown. The form renderer hands the page, the record and the values down.
import { Button } from 'antd';
import { createContext, useContext, useState } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import { notify } from '../../../request/report.ts';
import { buttonApi } from '../../view/ButtonActions.tsx';
import { useLinkOpener } from '../../view/openTarget.tsx';
import { formButtonRun, type FormButtonRun, type FormField, type LayoutNode } from '../../engine.ts';

export interface FormButtonScope {
  /** The page the form belongs to (none in a preview or a process form). */
  viewCode?: string;
  /** The record shown (none for a new one). */
  recordId?: string;
  /** The form's values now. */
  values: Readonly<Record<string, unknown>>;
}

export const FormButtonContext = createContext<FormButtonScope>({ values: {} });

const labelOf = (node: LayoutNode) => (typeof node.props?.text === 'string' && node.props.text ? node.props.text : node.title ?? node.key);

function RoutedButton({ node, run }: { node: LayoutNode; run: FormButtonRun }) {
  const scope = useContext(FormButtonContext);
  const navigate = useNavigate();
  const opener = useLinkOpener(scope.viewCode ?? '');
  const [busy, setBusy] = useState(false);
  const label = labelOf(node);
  const click = async () => {
    if (run.kind === 'open') {
      opener.open({ buttonName: label, buttonType: 'toolbar', action: 'custom', linkView: run.linkView, linkForm: run.form ? 'form' : undefined, openType: run.openType }, { ...scope.values, id: scope.recordId ?? '' });
    } else if (run.kind === 'url') {
      if (run.newTab) window.open(run.url, '_blank', 'noopener');
      else if (run.url.startsWith('/')) navigate(run.url);
      else window.location.assign(run.url);
    } else {
      const viewCode = run.viewCode ?? scope.viewCode;
      if (!viewCode) return;
      setBusy(true);
      try {
        const { message } = await buttonApi.press(viewCode, run.buttonName, scope.recordId ? [scope.recordId] : [], { ...scope.values });
        notify('success', message);
      } catch {
        // The request layer has shown the server's message (the script's refusal, a permission denied).
      } finally {
        setBusy(false);
      }
    }
  };
  return (
    <>
      <Button data-testid={`button-${node.key}`} loading={busy} onClick={() => void click()}>{label}</Button>
      {opener.element}
    </>
  );
}

/** The button control as the form renderer draws it. */
export function FormButton({ node }: { node: LayoutNode }) {
  const run = formButtonRun(node as Pick<FormField, 'props'>);
  // Outside the console's routes (a designer's preview) a button shows what it is and does nothing.
  const routed = useInRouterContext();
  return (
    <div style={{ marginBottom: 16 }}>
      {run && routed ? <RoutedButton node={node} run={run} /> : <Button data-testid={`button-${node.key}`}>{labelOf(node)}</Button>}
    </div>
  );
}
