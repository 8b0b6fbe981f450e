// The process designer (from `designer/`, loaded on demand) in a full-screen drawer: on a template as stored now, or on a
// new process that starts from a blank diagram (start → user task → end) once its name, key and category are given.
// Saves go through /api/bpm/template/add|edit at the version read (a stale one is the designer's StaleDialog, which
// merges onto the template stored now — its name, category and form are then theirs, not designed here);
// publishing is asked first, as on the list. The designer gets the console's user picker and the roles, departments,
// positions and forms to choose from. Closing with unsaved changes asks first; the designer keeps them as a draft in the
// browser's storage, offered when the template is designed again. The publish question and the close prompt share one
// modal holder (two antd holders side by side share a React key, and the publish confirmation then stayed open).
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Button, Drawer, Form, Input, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChoiceOption, NodeSettingsMap, ProcessDesignerProps, UserPickerComponent } from '@yc/designer/process-designer';
import { BPM_MESSAGES } from '@yc/engine/bpm/messages';
import { processTemplateApi } from '../../api/bpm.ts';
import { metadataApi } from '../../api/eform.ts';
import { jobApi, orgApi, roleApi, type OrgNode } from '../../api/identity.ts';
import { UserPicker } from '../../components/UserPicker.tsx';
import { currentLanguage } from '../../i18n/language.ts';
import { ApiError } from '../../request/http.ts';
import { ChunkErrorBoundary, lazyPage } from '../../router/lazy.tsx';
import { renderMessage, type FormField, type ProcessTemplate } from '../../renderers/engine.ts';
import { requiredRule } from '../system/shared/rules.ts';
import { TemplateGroupInput } from './TemplateGroups.tsx';
import { useCloseGuard } from '../eform/meta/close-guard.tsx';
import '../../i18n/bpm.ts';

const designer = () => import('@yc/designer/process-designer');
const ProcessDesigner = lazyPage<ProcessDesignerProps>(() => designer().then((m) => ({ default: m.ProcessDesigner })));

/** A template to design: one stored (by key), or a new one. */
export type DesignTarget = { key: string } | { create: true };

/** The template's design as read (what a save sends besides the file and the node settings). */
type Template = Omit<ProcessTemplate, 'status'> & { version: number };

interface Choices {
  roles: ChoiceOption[];
  departments: ChoiceOption[];
  positions: ChoiceOption[];
  forms: ChoiceOption[];
}

const flatOrgs = (nodes: readonly OrgNode[]): ChoiceOption[] =>
  nodes.flatMap((n) => [{ value: n.orgCode, label: `${n.orgName} (${n.orgCode})` }, ...flatOrgs(n.children ?? [])]);

/** A form's data fields (not its layout containers), by key. */
const dataFields = (fields: readonly FormField[]): ChoiceOption[] => fields.flatMap((f) => {
  const inner = [...(f.children ?? []), ...(f.columns ?? []).flatMap((c) => c.children), ...(f.panes ?? []).flatMap((p) => p.children)];
  return inner.length || f.children || f.columns || f.panes ? dataFields(inner) : [{ value: f.key, label: f.title ? `${f.title} (${f.key})` : f.key }];
});

const formFields = async (formCode: string) => dataFields((await metadataApi.get('form', formCode, { silent: true })).fields);

/** The console's user picker as the designer takes it (usernames, several). */
const Users: UserPickerComponent = (props) => <UserPicker multiple {...props} />;

/** What the designer offers to choose; a list the user may not read stays empty (the designer opens all the same). */
async function loadChoices(): Promise<Choices> {
  const or = <T,>(read: Promise<T[]>) => read.catch((): T[] => []);
  const [roles, orgs, jobs, forms] = await Promise.all([
    or(roleApi.all()), or(orgApi.tree()), or(jobApi.all()), or(metadataApi.list('form', { pageNo: 1, pageSize: 500 }).then((page) => page.records)),
  ]);
  return {
    roles: roles.map((r) => ({ value: r.roleCode, label: `${r.roleName} (${r.roleCode})` })),
    departments: flatOrgs(orgs),
    positions: jobs.map((j) => ({ value: j.jobCode, label: `${j.jobName} (${j.jobCode})` })),
    forms: forms.map((f) => ({ value: f.formCode, label: `${f.formName} (${f.formCode})` })),
  };
}

export function ProcessDesignDrawer({ target, onClose, onChanged }: { target?: DesignTarget; onClose(): void; onChanged(): void }) {
  const { t } = useTranslation();
  const [template, setTemplate] = useState<Template>();
  const [choices, setChoices] = useState<Choices>();
  const [reads, setReads] = useState(0);
  // Whether the template is stored yet (a new one is added by its first save).
  const [stored, setStored] = useState(false);
  // The template as last read after a stale save: what the designer does not edit is saved as they left it.
  const theirs = useRef<Template>(undefined);
  const [modal, modalHolder] = Modal.useModal();
  const guard = useCloseGuard(modal);
  const lang = currentLanguage();

  useEffect(() => {
    setTemplate(undefined);
    theirs.current = undefined;
    if (!target || !('key' in target)) return;
    let live = true;
    void processTemplateApi.get(target.key).then(({ status: _s, publishedVersion: _p, updateTime: _u, ...read }) => {
      if (!live) return;
      setStored(true);
      setTemplate(read);
    });
    return () => {
      live = false;
    };
  }, [target, reads]);
  useEffect(() => {
    if (target && !choices) void loadChoices().then(setChoices);
  }, [target]);

  /** A new process: its blank diagram under the name, key and category given. */
  const start = async (values: { name: string; key: string; group: string }) => {
    const { blankProcessXml } = await designer();
    setStored(false);
    setTemplate({ ...values, bpmnXml: blankProcessXml(values.key, values.name, t('bpm.template.firstTask')), startPermission: { type: 'all' }, nodes: {}, version: 0 });
  };

  // The designer keeps its document across saves: the template read stays its starting point.
  const save = useCallback(async (xml: string, nodes: NodeSettingsMap, at: number) => {
    if (!template) return { ok: false as const, error: 'no template' };
    const { version: _read, ...design } = theirs.current ?? template;
    try {
      const saved = await processTemplateApi.saveDesign({ ...design, bpmnXml: xml, nodes, version: stored ? at : undefined });
      setStored(true);
      onChanged();
      return { ok: true as const, version: saved.version };
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const { status: _s, publishedVersion: _p, updateTime: _u, ...latest } = await processTemplateApi.get(template.key);
        theirs.current = latest;
        return { ok: false as const, stale: { version: latest.version, xml: latest.bpmnXml, nodes: latest.nodes ?? {} } };
      }
      return { ok: false as const, error: error instanceof Error ? error.message : String(error) };
    }
  }, [template, stored, onChanged]);

  const publish = (version: number) => new Promise<number | undefined>((resolve) => {
    if (!template) return resolve(undefined);
    void modal.confirm({
      title: t('crud.confirmTitle'),
      content: renderMessage(BPM_MESSAGES.confirmPublish, lang),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: async () => {
        const published = await processTemplateApi.publish(template.key, version);
        onChanged();
        resolve(published.version);
      },
      onCancel: () => resolve(undefined),
    });
  });

  return (
    <Drawer open={target !== undefined} onClose={() => guard.close(onClose)} size="100%" destroyOnHidden data-testid="bpm-design-drawer"
      title={t('bpm.template.designTitle', { name: template?.name ?? t('bpm.template.newProcess') })}>
      {target && 'create' in target && !template && (
        <Form layout="inline" onFinish={start} data-testid="bpm-design-new">
          <Form.Item name="name" label={t('bpm.template.name')} rules={[requiredRule(t('bpm.template.name'))]}><Input /></Form.Item>
          <Form.Item name="key" label={t('bpm.template.key')} rules={[requiredRule(t('bpm.template.key'))]}><Input /></Form.Item>
          <Form.Item name="group" label={t('bpm.template.group')} rules={[requiredRule(t('bpm.template.group'))]}>
            <TemplateGroupInput style={{ minWidth: 160 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" data-testid="bpm-design-start">{t('bpm.template.startDesign')}</Button>
        </Form>
      )}
      {template && choices ? (
        <ChunkErrorBoundary>
          <Suspense fallback={<Skeleton active />}>
            <div key={`${template.key}@${reads}`} style={{ height: 'calc(100vh - 110px)' }}>
              <ProcessDesigner
                lang={lang} xml={template.bpmnXml} processKey={template.key} nodes={template.nodes ?? {}} version={template.version}
                save={save} publish={stored ? publish : undefined} onReload={() => setReads((n) => n + 1)}
                assignees={{ UserPicker: Users, roles: choices.roles, departments: choices.departments, positions: choices.positions }}
                forms={choices.forms} formFields={formFields} processFormCode={template.formCode}
                drafts={stored ? window.localStorage : undefined} onDirtyChange={guard.onDirtyChange}
              />
            </div>
          </Suspense>
        </ChunkErrorBoundary>
      ) : (target && 'key' in target && <Skeleton active />)}
      {modalHolder}
    </Drawer>
  );
}
