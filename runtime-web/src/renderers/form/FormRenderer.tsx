// The run-time form: form metadata → RJSF with antd widgets on the 24-column grid. The engine builds the
// schema, runs linkage (show, hide, require, disable, set value), applies field permissions (type 1 hides,
// type 2 disables) and validates; the values handed on are the engine's checked values.
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { withTheme } from '@rjsf/core';
import type Rjsf from '@rjsf/core';
import { Theme } from '@rjsf/antd';
import type { ErrorSchema } from '@rjsf/utils';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../i18n/eform.ts';
import {
  buildFormSchema, defaultValues, dependentOptionFields, dropForbiddenWrites, evaluateLinkage, formDictCodes, toFormData, validateRecord, valueFields,
  type FieldAccessLevel, type Form, type Language, type OptionLookup, type RjsfForm,
} from '../engine.ts';
import { useDictOptions } from '../../store/dict-cache.ts';
import { LayoutTemplate } from './LayoutTemplate.tsx';
import { rjsfWidgets, widgetEntry } from './registry.ts';
import { ApiError } from '../../request/http.ts';
import { serverFieldErrors } from './server-errors.ts';
import { engineValidator } from './validator.ts';
import { useFormOptions, type ConfigContext } from './useFormOptions.ts';
import { FORMATTED_WIDGET, FormattedWidget } from './widgets/formatted-widget.tsx';
import { useIsMobile } from '../../store/device.ts';
import './widgets/index.ts';
import { FormRecordContext } from './widgets/page-embed.tsx';
import { FormButtonContext } from './widgets/form-button.tsx';
import { takeDraft, useDirtyForm, type FormIdentity } from './dirty-form.ts';
import { notify } from '../../request/report.ts';

type Values = Record<string, unknown>;

const ThemedForm = withTheme<Values>({
  ...Theme,
  widgets: { ...Theme.widgets, ...rjsfWidgets(), [FORMATTED_WIDGET]: FormattedWidget },
  templates: { ...Theme.templates, ObjectFieldTemplate: LayoutTemplate },
});

export interface FormHandle {
  /** Validates and, when valid, calls onSubmit. */
  submit(): void;
}

export interface FormRendererProps {
  form: Form;
  /** A stored record to edit or show; absent for a new record (which starts from the form's defaults). */
  record?: Values;
  access?: ReadonlyMap<string, FieldAccessLevel>;
  readonly?: boolean;
  /** The engine's checked values, without the fields the user may not edit. */
  onSubmit(values: Values): void | Promise<void>;
  handle?: Ref<FormHandle>;
  /** Shown under the form in place of RJSF's submit button (none by default: a dialog submits through handle). */
  footer?: ReactNode;
  /** The page the form belongs to: its SQL/HTTP-fed options are asked through it (the server checks the caller may open it). */
  viewCode?: string;
  /** Without a page: what the form is shown for (a process started or shown), which lets the caller run its configs. */
  configContext?: ConfigContext;
  /** The form is a dialog: browser Back closes it through this (asking first when something was typed). */
  onBack?: () => void;
}

const DEFAULTS = { constAsDefaults: 'never' } as const;
const NO_ACCESS: ReadonlyMap<string, FieldAccessLevel> = new Map();
const same = (a: unknown, b: unknown) => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);

export function FormRenderer({ form, record, access = NO_ACCESS, readonly = false, onSubmit, handle, footer, viewCode, configContext, onBack }: FormRendererProps) {
  const { i18n } = useTranslation();
  const lang: Language = i18n.language === 'en_US' ? 'en_US' : 'zh_CN';
  const dictCodes = useMemo(() => formDictCodes(form), [form]);
  const { options, ready } = useDictOptions(dictCodes);
  const lookup = useMemo<OptionLookup>(() => ({ dictOptions: (code) => options.get(code) }), [options]);
  if (!ready) return <Skeleton active />;
  return (
    // Embedded pages (the page control) list the rows of the record shown.
    <FormRecordContext.Provider value={typeof record?.id === 'string' ? record.id : undefined}>
      <LoadedForm
        key={`${form.formCode}:${String(record?.id ?? 'new')}`}
        {...{ form, record, access, readonly, onSubmit, handle, footer, lookup, lang, viewCode, configContext, onBack }}
      />
    </FormRecordContext.Provider>
  );
}

function LoadedForm(props: FormRendererProps & { access: ReadonlyMap<string, FieldAccessLevel>; lookup: OptionLookup; lang: Language }) {
  const { form, record, access, readonly, onSubmit, handle, footer, lang, viewCode, configContext } = props;
  // Unsaved input: asked about before it is left, kept across a re-login and given back here (dirty-form.ts).
  const [identity] = useState(() => (readonly ? undefined : formIdentity(form, record, viewCode)));
  const [restored] = useState(() => identity && takeDraft(identity));
  const [data, setData] = useState<Values>(() => restored ?? (record ? toFormData(form, record, props.lookup) : defaultValues(form)));
  const unsaved = useDirtyForm(identity, data, props.onBack);
  useEffect(() => {
    if (!restored) return;
    unsaved.touch();
    notify('success', 'm.unsaved.restored', undefined, 'unsaved-restored');
    // Once, when the form opens with its draft.
  }, []);
  // Options from SQL/HTTP configs: asked once per form load, again for a control when a field it reads changes.
  const remote = useFormOptions(form, data, viewCode, configContext);
  const lookup = useMemo<OptionLookup>(() => ({ ...props.lookup, remoteOptions: remote.optionsOf }), [props.lookup, remote]);
  const isMobile = useIsMobile();
  const [submitted, setSubmitted] = useState(false);
  const rjsf = useRef<Rjsf<Values>>(null);
  const linkage = useMemo(() => evaluateLinkage(form, data), [form, data]);

  // setValue actions write into the data; they settle because linkage is a function of the data.
  useEffect(() => {
    const changed = Object.entries(linkage.values).filter(([key, value]) => !same(value, data[key]));
    if (changed.length) setData((current) => ({ ...current, ...Object.fromEntries(changed) }));
  }, [linkage, data]);

  const built = useMemo(() => {
    const schema = withOptionSearch(withOptionErrors(buildFormSchema(form, { lookup, lang, access, linkage }), remote.errors), remote.searched, remote.search);
    return readonly ? withFormattedValues(form, schema) : schema;
  }, [form, lookup, lang, access, linkage, readonly, remote.errors, remote.searched, remote.search]);
  const validator = useMemo(() => engineValidator(form, () => ({ lookup, lang, access })), [form, lookup, lang, access]);
  useImperativeHandle(handle, () => ({ submit: () => rjsf.current?.submit() }), []);

  const [serverErrors, setServerErrors] = useState<ErrorSchema>();
  const submit = (values: Values) => {
    const checked = validateRecord(form, values, { lookup, lang, access });
    setServerErrors(undefined);
    const saved = unsaved.busy();
    Promise.resolve(onSubmit(dropForbiddenWrites(checked.values, access))).catch((error: unknown) => {
      const fields = serverFieldErrors(error);
      if (fields) setServerErrors(fields);
      else if (!(error instanceof ApiError)) console.error(error);
    }).finally(saved);
  };

  const buttonScope = useMemo(() => ({ viewCode, recordId: typeof record?.id === 'string' ? record.id : undefined, values: data }), [viewCode, record, data]);

  return (
    // Button controls act with the page, the record and the values now.
    <FormButtonContext.Provider value={buttonScope}>
      <ThemedForm
        ref={rjsf}
        className={isMobile ? 'yc-form yc-form-mobile' : 'yc-form'}
        schema={built.schema as never}
        uiSchema={built.uiSchema}
        formData={data}
        validator={validator}
        readonly={readonly}
        showErrorList={false}
        noHtml5Validate
        // Option lists are oneOf consts: a new record starts empty, not with the last option.
        experimental_defaultFormStateBehavior={DEFAULTS}
        liveValidate={submitted ? 'onChange' : undefined}
        onChange={(event) => {
          if (changedByUser(data, event.formData ?? {})) unsaved.touch();
          setData((current) => withCascadeCleared(form, current, event.formData ?? {}));
        }}
        extraErrors={serverErrors}
        onError={() => setSubmitted(true)}
        onSubmit={(event) => submit(event.formData ?? {})}
      >
        {footer ?? <></>}
      </ThemedForm>
    </FormButtonContext.Provider>
  );
}

/** The form's identity for its draft: where it is open, its form and page, its record. */
function formIdentity(form: Form, record: Values | undefined, viewCode: string | undefined): FormIdentity {
  const recordId = typeof record?.id === 'string' ? record.id : 'new';
  return { route: `${window.location.pathname}${window.location.search}`, formCode: form.formCode, ...(viewCode ? { viewCode } : {}), recordId };
}

const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** A value changed, not an empty one filled in by the form itself (an empty list for a sub-table, '' for undefined). */
const changedByUser = (before: Values, after: Values) =>
  Object.keys(after).some((key) => !same(before[key], after[key]) && !(blank(before[key]) && blank(after[key])));

/** A changed field empties the fields whose options it feeds (province → city → district), level by level. */
function withCascadeCleared(form: Form, before: Values, after: Values): Values {
  let changed = Object.keys(after).filter((key) => !same(before[key], after[key]));
  if (changed.length === 0) return after;
  const next = { ...after };
  const cleared = new Set<string>();
  while (changed.length) {
    changed = dependentOptionFields(form, changed).filter((key) => !cleared.has(key) && next[key] !== undefined && same(before[key], next[key]));
    for (const key of changed) {
      cleared.add(key);
      next[key] = undefined;
    }
  }
  return next;
}

/** A control whose SQL/HTTP config refused says why (its options stay empty). */
function withOptionErrors(built: RjsfForm, errors: ReadonlyMap<string, string>): RjsfForm {
  if (errors.size === 0) return built;
  const uiSchema = { ...built.uiSchema };
  for (const [key, optionsError] of errors) {
    const ui = uiSchema[key] as { 'ui:options'?: Record<string, unknown> } | undefined;
    if (ui) uiSchema[key] = { ...ui, 'ui:options': { ...ui['ui:options'], optionsError } };
  }
  return { ...built, uiSchema };
}

/** A control searched on the server hands what is typed to the option loader (its widget does not filter itself). */
function withOptionSearch(built: RjsfForm, searched: ReadonlySet<string>, search: (key: string, keyword: string) => void): RjsfForm {
  if (searched.size === 0) return built;
  const uiSchema = { ...built.uiSchema };
  for (const key of searched) {
    const ui = uiSchema[key] as { 'ui:options'?: Record<string, unknown> } | undefined;
    if (ui) uiSchema[key] = { ...ui, 'ui:options': { ...ui['ui:options'], onOptionSearch: (keyword: string) => search(key, keyword) } };
  }
  return { ...built, uiSchema };
}

/**
 * Whether a read-only form shows a control as text — the value, an option control's labels — rather than as a grey
 * disabled control (its widget's registration says); the others (pickers, files, sub-tables, rich text, signatures…)
 * show their value themselves.
 */
const shownAsText = (type: string) => {
  const entry = widgetEntry(type);
  return entry?.kind === 'value' && entry.shownAsText === true;
};

/** Read-only: fields show their value as text, formatted by their formatExpr when they have one. */
function withFormattedValues(form: Form, built: RjsfForm): RjsfForm {
  const uiSchema = { ...built.uiSchema };
  for (const { field } of valueFields(form)) {
    const formatExpr = field.showConfig?.formatExpr;
    const ui = uiSchema[field.key] as { 'ui:widget'?: string; 'ui:options'?: Record<string, unknown> } | undefined;
    if ((!formatExpr && !shownAsText(field.type)) || !ui || ui['ui:widget'] === 'hidden') continue;
    uiSchema[field.key] = { ...ui, 'ui:widget': FORMATTED_WIDGET, 'ui:options': { ...ui['ui:options'], formatExpr } };
  }
  return { ...built, uiSchema };
}
