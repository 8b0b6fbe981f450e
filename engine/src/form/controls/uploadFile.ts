// uploadFile: files of the accepted kinds, up to props.maxCount.
import { uploadProps, valueEntry } from './kit/props.ts';
import { uploadControl } from './kit/files.ts';
import { defineControl } from './kit/definition.ts';

const props = uploadProps('.pdf,.doc,.docx,.xls,.xlsx,.txt,.zip');

export const uploadFile = defineControl({
  type: 'uploadFile',
  ...uploadControl('uploadFile', props, false),
  palette: valueEntry('advanced', '文件上传', 'File upload', 'UploadOutlined', props),
  valueKind: 'files',
});
