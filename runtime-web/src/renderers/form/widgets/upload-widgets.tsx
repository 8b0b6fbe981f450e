// The uploadFile and uploadImg widgets: antd Upload sending each file to the spec's generic upload call (progress shown),
// the value a list of the stored files' references. Stored files are fetched with the session's token header (images
// become blob URLs, files download as blobs): the server accepts the token nowhere else, so no plain link would work.
import { useEffect, useRef, useState } from 'react';
import { Button, Image, Upload, message } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { API_BASE } from '../../../config.ts';
import { currentLanguage } from '../../../i18n/language.ts';
import { request } from '../../../request/http.ts';
import { downloadFile } from '../../../request/files.ts';
import { session } from '../../../store/session.ts';
import { extensionOf, fileUrlPath, renderMessage, uploadMessage, type Message, type UploadLimits } from '../../engine.ts';
import { uploadText } from './upload-texts.ts';

const UPLOAD_URL = '/api/system/common/upload';

interface StoredFile { path: string; name: string; size: number; contentType: string }

const say = (m: Message) => renderMessage(m, currentLanguage());
const references = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' && value ? value.split(',') : [];

/** What each stored file is (its original name) and, for images, a blob URL of its bytes; revoked when gone. */
function useStoredFiles(refs: readonly string[], images: boolean) {
  const [info, setInfo] = useState<Record<string, { name?: string; url?: string }>>({});
  const urls = useRef(new Map<string, string>());
  const key = refs.join(',');
  useEffect(() => {
    let live = true;
    for (const ref of refs) {
      if (info[ref]) continue;
      void (async () => {
        const meta = await request<StoredFile>(fileUrlPath(ref), { params: { info: true }, silent: true }).catch(() => undefined);
        const blob = images ? await request<Blob>(fileUrlPath(ref), { responseType: 'blob', silent: true }).catch(() => undefined) : undefined;
        const url = blob ? URL.createObjectURL(blob) : undefined;
        if (url) urls.current.set(ref, url);
        if (live) setInfo((prev) => ({ ...prev, [ref]: { name: meta?.name, url } }));
      })();
    }
    // Keyed by the references themselves (a new array each render): only new ones are fetched.
    return () => { live = false; };
  }, [key, images]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  return info;
}

function UploadWidget({ p, images }: { p: WidgetProps; images: boolean }) {
  const refs = references(p.value);
  const latest = useRef(refs);
  latest.current = refs;
  const limits = p.options.upload as UploadLimits;
  const title = String(p.label || p.schema.title || '');
  const locked = p.disabled === true || p.readonly === true;
  const [pending, setPending] = useState<UploadFile[]>([]);
  const [preview, setPreview] = useState<string>();
  const stored = useStoredFiles(refs, images);

  const fileList: UploadFile[] = [
    ...refs.map((ref): UploadFile => ({
      uid: ref, name: stored[ref]?.name ?? ref.slice(ref.indexOf('/') + 1), status: 'done', url: stored[ref]?.url, thumbUrl: stored[ref]?.url,
    })),
    ...pending,
  ];

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const ext = extensionOf(file.name);
    const refusal = limits.accept?.length && !limits.accept.includes(ext) ? uploadMessage('notAccepted', { title, ext })
      : file.size > limits.maxSizeMb * 1024 * 1024 ? uploadMessage('tooLarge', { title, n: limits.maxSizeMb })
        : latest.current.length + pending.length >= limits.maxCount ? uploadMessage('tooMany', { title, n: limits.maxCount }) : undefined;
    if (!refusal) return true;
    void message.error(say(refusal));
    return Upload.LIST_IGNORE;
  };

  const onChange: UploadProps['onChange'] = ({ file }) => {
    if (file.status === 'uploading') {
      setPending((prev) => [...prev.filter((f) => f.uid !== file.uid), file]);
      return;
    }
    setPending((prev) => prev.filter((f) => f.uid !== file.uid));
    const path = (file.response as { result?: StoredFile[] } | undefined)?.result?.[0]?.path;
    if (file.status === 'done' && path) p.onChange([...latest.current, path]);
    else if (file.status === 'error' || file.status === 'done') void message.error(say({ code: 'm.fileFailed' }));
  };

  const open = (file: UploadFile) => {
    if (images && file.url) setPreview(file.url);
    else if (file.status === 'done') void downloadFile(fileUrlPath(file.uid), file.name);
  };

  const token = session.token();
  return (
    <div data-testid={`upload-${p.id}`}>
      <Upload
        action={`${API_BASE}${UPLOAD_URL}`}
        name="file"
        data={{ biz: images ? 'images' : 'files' }}
        headers={token ? { 'X-Access-Token': token } : {}}
        accept={limits.accept?.map((e) => `.${e}`).join(',')}
        listType={images ? 'picture-card' : 'text'}
        fileList={fileList}
        disabled={locked}
        multiple={limits.maxCount > 1}
        beforeUpload={beforeUpload}
        onChange={onChange}
        onPreview={open}
        onRemove={(file) => { p.onChange(latest.current.filter((r) => r !== file.uid)); return false; }}
        showUploadList={{ showRemoveIcon: !locked, showDownloadIcon: !images, showPreviewIcon: images }}
        onDownload={open}
      >
        {locked || fileList.length >= limits.maxCount ? null : images
          ? <button type="button" style={{ border: 0, background: 'none' }}><PlusOutlined /><div>{uploadText('uploadImage')}</div></button>
          : <Button icon={<UploadOutlined />}>{uploadText('upload')}</Button>}
      </Upload>
      {preview && <Image style={{ display: 'none' }} src={preview} preview={{ visible: true, src: preview, onVisibleChange: (v) => { if (!v) setPreview(undefined); } }} />}
    </div>
  );
}

export const UploadFileWidget = (p: WidgetProps) => <UploadWidget p={p} images={false} />;
export const UploadImgWidget = (p: WidgetProps) => <UploadWidget p={p} images />;
