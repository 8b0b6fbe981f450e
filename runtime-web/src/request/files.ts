// Upload (multipart) and download (blob) helpers of spec §7.
import { i18n } from '../i18n/language.ts';
import { request, type Params } from './http.ts';
import { notify } from './report.ts';

export function uploadFile<T>(url: string, file: Blob, fileName: string, fields: Record<string, string> = {}): Promise<T> {
  const data = new FormData();
  data.append('file', file, fileName);
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return request<T>(url, { method: 'POST', data });
}

/** Fetches a file and hands it to the browser; an empty file is a failed download. */
export async function downloadFile(url: string, fileName: string, params?: Params, method: 'GET' | 'POST' = 'GET'): Promise<boolean> {
  const blob = await request<Blob>(url, method === 'GET' ? { method, params, responseType: 'blob' } : { method, data: params, responseType: 'blob' });
  if (!(blob instanceof Blob) || blob.size === 0) {
    notify('warning', i18n.t('request.downloadFailed'));
    return false;
  }
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
  return true;
}
