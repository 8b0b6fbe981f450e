// signature: a drawn image stored through the generic upload call; the field holds its reference (a .png).
import { extensionOf, isFileReference } from '../file-types.ts';
import { formMessage } from '../messages.ts';
import { valueEntry } from './kit/props.ts';
import { textValue } from './kit/rules.ts';
import { defineControl } from './kit/definition.ts';

export const signature = defineControl({
  type: 'signature',
  ...textValue('signature', {
    check: (value, ctx) => {
      const ref = Array.isArray(value) && value.length === 1 ? value[0] : value;
      return isFileReference(ref) && extensionOf(ref) === 'png' ? { value: ref } : { error: formMessage('notSignature', ctx.title) };
    },
    requiredMessage: () => formMessage('signatureRequired'),
  }),
  palette: valueEntry('advanced', '手写签名', 'Signature', 'SignatureOutlined'),
  valueKind: 'file',
  column: { colType: 'clob' },
});
