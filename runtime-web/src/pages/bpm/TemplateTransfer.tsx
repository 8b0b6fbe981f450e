// BPMN files in and out from the templates page: "Import BPMN" reads a .bpmn file and makes a template of it (in the
// group shown, its refusals told by the request layer) — when its process id is a template's key already, the importer
// chooses: the file as that template's new design (publishing makes it the next version), or the file under a new key; "Export" downloads a template's file — the design, or a
// published version — with its diagram, under the name the server gives it.
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Input, Modal, Radio, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { templateManageApi } from '../../api/bpm.ts';
import { notify } from '../../request/report.ts';
import { PermButton, RowButton } from '../../components/crud/index.ts';
import { PERMISSIONS } from '../../engine.ts';
import { ApiError } from '../../request/http.ts';
import { i18n } from '../../i18n/language.ts';
import './template-texts.ts';

const PERMS = PERMISSIONS.bpm.template;

const BPMN_MODEL_NS = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

/** The process a file is imported as, as the server picks it: the first executable one, else the first (none: unreadable). */
function fileProcessId(xml: string): string | undefined {
  const processes = [...new DOMParser().parseFromString(xml, 'application/xml').getElementsByTagNameNS(BPMN_MODEL_NS, 'process')];
  return (processes.find((p) => p.getAttribute('isExecutable') === 'true') ?? processes[0])?.getAttribute('id') ?? undefined;
}

/** A file whose process id is a template's key already: the importer chooses a new version of it, or a new key. */
interface Clash { bpmnXml: string; processId: string }

type Choice = 'version' | 'key';

export function ImportTemplateButton({ group, onImported }: { group?: string; onImported(): unknown }) {
  const { t } = useTranslation();
  const [clash, setClash] = useState<Clash>();
  const [choice, setChoice] = useState<Choice>('version');
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (body: { bpmnXml: string; key?: string; processId?: string; asNewVersion?: boolean }) => {
    try {
      const template = await templateManageApi.importFile({ ...body, ...(group ? { group } : {}) });
      notify('success', t(body.asNewVersion ? 'bpm.transfer.importedVersion' : 'bpm.transfer.imported', { name: template.name }));
      setClash(undefined);
      await onImported();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  };

  const chosen = async () => {
    if (!clash) return;
    setBusy(true);
    try {
      await send(choice === 'version'
        ? { bpmnXml: clash.bpmnXml, processId: clash.processId, key: clash.processId, asNewVersion: true }
        : { bpmnXml: clash.bpmnXml, processId: clash.processId, key: key.trim() });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Upload accept=".bpmn,.xml" maxCount={1} showUploadList={false}
        beforeUpload={async (file) => {
          const bpmnXml = await file.text();
          const processId = fileProcessId(bpmnXml);
          if (processId && (await templateManageApi.keyTaken(processId))) {
            setChoice('version');
            setKey(`${processId}_2`);
            setClash({ bpmnXml, processId });
          } else {
            await send({ bpmnXml });
          }
          return false;
        }}>
        <PermButton perm={PERMS.import} icon={<UploadOutlined />} data-testid="bpm-template-import">{t('bpm.transfer.import')}</PermButton>
      </Upload>
      <Modal open={Boolean(clash)} title={t('bpm.transfer.keyTakenTitle')} onCancel={() => setClash(undefined)} onOk={() => void chosen()}
        okButtonProps={{ disabled: choice === 'key' && !KEY.test(key.trim()), loading: busy, ...{ 'data-testid': 'bpm-import-confirm' } }}
        destroyOnHidden data-testid="bpm-import-clash">
        <p>{t('bpm.transfer.keyTaken', { key: clash?.processId ?? '' })}</p>
        <Radio.Group value={choice} onChange={(e) => setChoice(e.target.value as Choice)}>
          <Space direction="vertical">
            <Radio value="version" data-testid="bpm-import-as-version">{t('bpm.transfer.asNewVersion', { key: clash?.processId ?? '' })}</Radio>
            <Radio value="key" data-testid="bpm-import-as-key">{t('bpm.transfer.asNewKey')}</Radio>
          </Space>
        </Radio.Group>
        {choice === 'key' && (
          <Input style={{ marginTop: 12 }} value={key} maxLength={100} onChange={(e) => setKey(e.target.value)} data-testid="bpm-import-key"
            status={KEY.test(key.trim()) ? undefined : 'error'} placeholder={t('bpm.transfer.newKey')} />
        )}
      </Modal>
    </>
  );
}

/** A template key as the server accepts one. */
const KEY = /^[A-Za-z_][\w.-]{0,99}$/;

/** Downloads the file of a template's design, or of a published version. */
export async function downloadTemplate(key: string, version?: number) {
  const { fileName, bpmnXml } = await templateManageApi.exportFile(key, version);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([bpmnXml], { type: 'application/xml' }));
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

export function ExportTemplateButton({ templateKey, version, row = true }: { templateKey: string; version?: number; row?: boolean }) {
  const props = {
    perm: PERMS.export, 'data-testid': `bpm-template-export-${templateKey}${version ? `-v${version}` : ''}`,
    onClick: () => void downloadTemplate(templateKey, version).catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
    }),
  };
  const text = i18n.t('bpm.transfer.export');
  return row ? <RowButton {...props}>{text}</RowButton> : <PermButton size="small" icon={<DownloadOutlined />} {...props}>{text}</PermButton>;
}
