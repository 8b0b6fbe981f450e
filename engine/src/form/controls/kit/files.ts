// The upload controls' value rules (uploadFile, uploadImg): a value is a list of stored files' references, kept in the
// column as one comma-separated text. The engine checks the shape, the count and the kinds a control accepts.
import type { TObject } from '@sinclair/typebox';
import type { FormField } from '../../../metadata/index.ts';
import { defineMessages, messageMaker } from '../../../wire/message.ts';
import { extensionOf, isFileReference, kindOfExtension } from '../../file-types.ts';
import type { CheckResult, ControlContext, ValueControl } from './definition.ts';

export const UPLOAD_TEXTS = defineMessages('form.upload', {
  notFile: { en_US: '{title} must be files uploaded here', zh_CN: '{title}必须是在此上传的文件' },
  tooMany: { en_US: '{title} can hold at most {n} files', zh_CN: '{title}最多上传 {n} 个文件' },
  notAccepted: { en_US: '{title} does not accept files of type .{ext}', zh_CN: '{title}不接受 .{ext} 类型的文件' },
  missing: { en_US: '{title} refers to a file that does not exist', zh_CN: '{title}引用的文件不存在' },
  tooLarge: { en_US: '{title} cannot hold a file larger than {n} MB', zh_CN: '{title}的文件不能大于 {n} MB' },
});
export const uploadMessage = messageMaker('form.upload', UPLOAD_TEXTS);

export interface UploadLimits {
  maxCount: number;
  maxSizeMb: number;
  /** Extensions without the dot, lower case. */
  accept: string[];
}

/** A control's limits: its props over the defaults of its palette's props. */
export function limitsOf(props: TObject, field: Pick<FormField, 'props'>): UploadLimits {
  const defaults = props.properties as Record<string, { default?: unknown }>;
  const prop = <T>(name: string): T => (field.props?.[name] ?? defaults[name]?.default) as T;
  const accept = String(prop<string>('accept') ?? '').split(',').map((e) => e.trim().replace(/^\./, '').toLowerCase()).filter(Boolean);
  return { maxCount: Number(prop('maxCount')), maxSizeMb: Number(prop('maxSizeMb')), accept };
}

/** The references of a value: a list, or the stored comma-separated text. */
export const fileReferences = (value: unknown): unknown[] =>
  typeof value === 'string' ? value.split(',').filter((v) => v !== '') : Array.isArray(value) ? value : [value];

function checkFiles(props: TObject, images: boolean) {
  return (value: unknown, ctx: ControlContext): CheckResult => {
    const refs = fileReferences(value);
    const title = ctx.title;
    if (!refs.every(isFileReference)) return { error: uploadMessage('notFile', { title }) };
    const limits = limitsOf(props, ctx.field);
    if (refs.length > limits.maxCount) return { error: uploadMessage('tooMany', { title, n: limits.maxCount }) };
    for (const ref of refs) {
      const ext = extensionOf(ref);
      if ((limits.accept.length && !limits.accept.includes(ext)) || (images && !kindOfExtension(ext)?.image)) {
        return { error: uploadMessage('notAccepted', { title, ext }) };
      }
    }
    return { value: [...new Set(refs)] };
  };
}

/** An upload control whose design-time props are `props` (its limits' defaults); `images` accepts images only. */
export const uploadControl = (widget: string, props: TObject, images: boolean): ValueControl => ({
  kind: 'value',
  widget,
  schema: () => ({ type: 'array', items: { type: 'string' } }),
  // Under a key of its own: the field's raw props are spread into the same options after these.
  uiOptions: (ctx) => ({ upload: limitsOf(props, ctx.field) }),
  check: checkFiles(props, images),
  toStored: (value) => (Array.isArray(value) ? value.join(',') : value),
  fromStored: (value) => fileReferences(value),
});
