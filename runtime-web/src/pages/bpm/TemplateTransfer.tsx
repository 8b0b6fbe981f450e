// BPMN files in and out from the templates page: "Import BPMN" reads a .bpmn file and makes a template of it (in the
// group shown, its refusals told by the request layer); "Export" downloads a template's file — the design, or a
// published version — with its diagram, under the name the server gives it.
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { templateManageApi } from '../../api/bpm.ts';
import { notify } from '../../request/report.ts';
import { PermButton, RowButton } from '../../components/crud/index.ts';
import { PERMISSIONS } from '../../engine.ts';
import { ApiError } from '../../request/http.ts';
import { i18n } from '../../i18n/language.ts';
import './template-texts.ts';

const PERMS = PERMISSIONS.bpm.template;

export function ImportTemplateButton({ group, onImported }: { group?: string; onImported(): unknown }) {
  const { t } = useTranslation();
  return (
    <Upload accept=".bpmn,.xml" maxCount={1} showUploadList={false}
      beforeUpload={async (file) => {
        try {
          const template = await templateManageApi.importFile({ bpmnXml: await file.text(), ...(group ? { group } : {}) });
          notify('success', t('bpm.transfer.imported', { name: template.name }));
          await onImported();
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
        }
        return false;
      }}>
      <PermButton perm={PERMS.import} icon={<UploadOutlined />} data-testid="bpm-template-import">{t('bpm.transfer.import')}</PermButton>
    </Upload>
  );
}

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
