// uploadImg: images of the accepted kinds, up to props.maxCount.
import { uploadProps, valueEntry } from './kit/props.ts';
import { uploadControl } from './kit/files.ts';
import { defineControl } from './kit/definition.ts';

const props = uploadProps('.png,.jpg,.jpeg,.gif,.webp');

export const uploadImg = defineControl({
  type: 'uploadImg',
  ...uploadControl('uploadImg', props, true),
  palette: valueEntry('advanced', '图片上传', 'Image upload', 'PictureOutlined', props),
  valueKind: 'files',
});
