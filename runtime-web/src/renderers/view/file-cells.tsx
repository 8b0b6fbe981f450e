// List cells of the upload and signature controls: images (uploadImg, signature) as small thumbnails drawn from their
// stored bytes, files (uploadFile) as links with their original names that download them. The text form (data log,
// mobile cards) names how many files there are.
import type { ReactNode } from 'react';
import { Space } from 'antd';
import { downloadFile } from '../../request/files.ts';
import { fileReferences, fileUrlPath, isFileControl, isFileReference } from '../engine.ts';
import { useStoredFileName, useStoredImage } from '../stored-files.ts';

/** Whether a column's control holds stored files (the registry's answer: uploads and signatures). */
export const isFileCell = (type: string | undefined): type is string => isFileControl(type);

const THUMB = 40;
const baseName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

function Thumbnail({ reference }: { reference: string }) {
  const url = useStoredImage(reference);
  return (
    <span data-testid="cell-thumbnail" style={{ display: 'inline-block', width: THUMB, height: THUMB, border: '1px solid #f0f0f0', borderRadius: 4, background: '#fff' }}>
      {url && <img src={url} alt="" style={{ width: '100%', height: '100%', objectFit: 'contain' }} />}
    </span>
  );
}

function FileLink({ reference }: { reference: string }) {
  const name = useStoredFileName(reference) ?? baseName(reference);
  return (
    <a data-testid="cell-file" href="#" onClick={(e) => { e.preventDefault(); e.stopPropagation(); void downloadFile(fileUrlPath(reference), name); }}>
      {name}
    </a>
  );
}

const referencesOf = (value: unknown) => (value === null || value === undefined || value === '' ? [] : fileReferences(value).filter(isFileReference));

/** A list cell of stored files: thumbnails or links. */
export function fileCell(type: string): (value: unknown) => ReactNode {
  return (value) => {
    const refs = referencesOf(value);
    if (!refs.length) return null;
    return (
      <Space size={4} wrap>
        {refs.map((ref) => (type === 'uploadFile' ? <FileLink key={ref} reference={ref} /> : <Thumbnail key={ref} reference={ref} />))}
      </Space>
    );
  };
}

/** The text of such a cell where no element can be drawn: the files' stored names. */
export const fileCellText = (value: unknown): string => referencesOf(value).map(baseName).join(', ');
