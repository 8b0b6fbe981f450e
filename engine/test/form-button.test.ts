// The form button control's action (issue 16): what a click does from its props — open a page, a form adding a record,
// an address, or call a custom button's server hook — and the palette's properties the designer edits it through (an
// address that is not http(s) or a console path refused).
import { describe, expect, it } from 'vitest';
import type { FormField } from '../src/metadata/index.ts';
import { CONTROL_PALETTE, FORM_BUTTON_ACTIONS, formButtonRun, newField, propsValid } from '../src/form/index.ts';

const button = (props: Record<string, unknown>): FormField => ({ type: 'button', key: 'go', title: 'Go', props });

describe('a form button', () => {
  it('Given each action, when its props are read, then the click opens or calls what they name', () => {
    expect(formButtonRun(button({ action: 'openPage', linkView: 'customer_list', openType: 'large' })))
      .toEqual({ kind: 'open', linkView: 'customer_list', form: false, openType: 'large' });
    expect(formButtonRun(button({ action: 'openForm' }))).toEqual({ kind: 'open', form: true });
    expect(formButtonRun(button({ action: 'openForm', linkView: 'customer_list', openType: 'insideTab' })))
      .toEqual({ kind: 'open', linkView: 'customer_list', form: true, openType: 'insideTab' });
    expect(formButtonRun(button({ action: 'openUrl', url: 'https://example.com/a?b=1' }))).toEqual({ kind: 'url', url: 'https://example.com/a?b=1', newTab: true });
    expect(formButtonRun(button({ action: 'openUrl', url: '/eform/view/x', openType: 'insideTab' }))).toEqual({ kind: 'url', url: '/eform/view/x', newTab: false });
    expect(formButtonRun(button({ action: 'hook', buttonName: ' Check credit ' }))).toEqual({ kind: 'hook', buttonName: 'Check credit' });
    expect(formButtonRun(button({ action: 'hook', buttonName: 'Check', linkView: 'customer_list' }))).toEqual({ kind: 'hook', viewCode: 'customer_list', buttonName: 'Check' });
  });

  it('Given no action, an unknown one, or one missing what it needs, when read, then a click does nothing', () => {
    for (const props of [{}, { action: 'none' }, { action: 'approve' }, { action: 'openPage' }, { action: 'hook' }, { action: 'hook', buttonName: '  ' },
      { action: 'openUrl' }, { action: 'openUrl', url: 'javascript:alert(1)' }, { action: 'openUrl', url: '//evil.example/x' },
      { action: 'openUrl', url: 'data:text/html,<script>1</script>' }, { action: 'openUrl', url: '/a b' }, { action: 'openPage', linkView: 'x', openType: 'weird' }]) {
      const run = formButtonRun(button(props));
      if (props.action === 'openPage' && 'linkView' in props) expect(run).toEqual({ kind: 'open', linkView: 'x', form: false });
      else expect(run).toBeUndefined();
    }
    expect(formButtonRun({ type: 'button', key: 'go' } as FormField)).toBeUndefined();
  });

  it('Given the palette, when a button is designed, then its action fields are properties the designer checks', () => {
    const props = CONTROL_PALETTE.button.props.properties;
    expect(Object.keys(props)).toEqual(['text', 'action', 'linkView', 'openType', 'url', 'buttonName']);
    expect(newField('button', 'go').props).toMatchObject({ text: 'Button', action: 'none', openType: 'default' });
    expect(FORM_BUTTON_ACTIONS).toEqual(['none', 'openPage', 'openForm', 'openUrl', 'hook']);
    expect(propsValid(button({ action: 'hook', buttonName: 'Check credit' }))).toBe(true);
    expect(propsValid(button({ action: 'openUrl', url: 'https://example.com' }))).toBe(true);
    expect(propsValid(button({ action: 'openUrl', url: 'javascript:alert(1)' }))).toBe(false);
    expect(propsValid(button({ action: 'launch' }))).toBe(false);
    expect(propsValid(button({ openType: 'sideways' }))).toBe(false);
  });
});
