// Stored files as the console shows them: the server accepts the session's token only in a header, so an image is
// fetched as a blob (its URL revoked when it goes) and a file's original name is asked for (`?info=true`).
import { useEffect, useState } from 'react';
import { request } from '../request/http.ts';
import { fileUrlPath } from './engine.ts';

/** A blob URL of a stored image, or undefined until it has come (or when there is none). */
export function useStoredImage(reference: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!reference) return undefined;
    let live = true;
    let made: string | undefined;
    void request<Blob>(fileUrlPath(reference), { responseType: 'blob', silent: true }).then((blob) => {
      made = URL.createObjectURL(blob);
      if (live) setUrl(made);
      else URL.revokeObjectURL(made);
    }).catch(() => undefined);
    return () => {
      live = false;
      setUrl(undefined);
      if (made) URL.revokeObjectURL(made);
    };
  }, [reference]);
  return url;
}

/** The original name of a stored file, or undefined until it has come. */
export function useStoredFileName(reference: string): string | undefined {
  const [name, setName] = useState<string>();
  useEffect(() => {
    let live = true;
    void request<{ name: string }>(fileUrlPath(reference), { params: { info: true }, silent: true })
      .then((info) => { if (live) setName(info.name); })
      .catch(() => undefined);
    return () => { live = false; };
  }, [reference]);
  return name;
}
