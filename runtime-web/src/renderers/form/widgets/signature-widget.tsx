// The signature widget: drawn with a pointer (mouse, pen or touch) on a canvas; each finished stroke stores the drawing
// as a PNG through the generic upload call (biz 'signature') and the value becomes the stored file's reference. A stored
// signature is shown as its image (fetched with the session's token) until the user signs again.
import { useRef, useState, type PointerEvent } from 'react';
import { Button, Space, Typography, message } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { request } from '../../../request/http.ts';
import { isFileReference, SIGNATURE_BIZ } from '../../engine.ts';
import { useStoredImage } from '../../stored-files.ts';
import { controlText } from './control-texts.ts';

const UPLOAD_URL = '/api/system/common/upload';
const WIDTH = 480;
const HEIGHT = 160;

const canvasBlob = (canvas: HTMLCanvasElement) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));

export function SignatureWidget(p: WidgetProps) {
  const stored = typeof p.value === 'string' && isFileReference(p.value) ? p.value : undefined;
  const locked = p.disabled === true || p.readonly === true;
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const strokes = useRef(0);
  const uploads = useRef(0);
  // A stored signature is shown until the user chooses to sign again; a signature drawn here stays on its canvas.
  const [drawn, setDrawn] = useState(false);
  const [saving, setSaving] = useState(false);
  const image = useStoredImage(stored && !drawn ? stored : undefined);

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - rect.left) * WIDTH) / rect.width, y: ((e.clientY - rect.top) * HEIGHT) / rect.height };
  };
  const context = () => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) { ctx.lineWidth = 2.5; ctx.lineCap = 'round'; ctx.lineJoin = 'round'; ctx.strokeStyle = '#000'; }
    return ctx;
  };

  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    if (locked) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    setDrawn(true);
    const ctx = context();
    const { x, y } = point(e);
    ctx?.beginPath();
    ctx?.moveTo(x, y);
    ctx?.lineTo(x + 0.1, y + 0.1);
    ctx?.stroke();
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = context();
    const { x, y } = point(e);
    ctx?.lineTo(x, y);
    ctx?.stroke();
  };
  const up = async () => {
    if (!drawing.current || !canvas.current) return;
    drawing.current = false;
    strokes.current += 1;
    const turn = ++uploads.current;
    setSaving(true);
    try {
      const blob = await canvasBlob(canvas.current);
      if (!blob) throw new Error('no image');
      const data = new FormData();
      data.append('biz', SIGNATURE_BIZ);
      data.append('file', blob, 'signature.png');
      const [file] = await request<{ path: string }[]>(UPLOAD_URL, { method: 'POST', data, silent: true });
      // Only the last stroke's upload counts (an earlier one may answer later).
      if (turn === uploads.current && file) p.onChange(file.path);
    } catch {
      if (turn === uploads.current) void message.error(controlText('signFailed'));
    } finally {
      if (turn === uploads.current) setSaving(false);
    }
  };

  const clear = () => {
    uploads.current += 1;
    strokes.current = 0;
    setSaving(false);
    const ctx = canvas.current?.getContext('2d');
    ctx?.clearRect(0, 0, WIDTH, HEIGHT);
    setDrawn(true);
    p.onChange(p.options.emptyValue);
  };

  if (stored && !drawn) {
    return (
      <Space direction="vertical" data-testid={`signature-${p.id}`}>
        <div style={{ border: '1px solid #d9d9d9', borderRadius: 6, width: WIDTH / 2, height: HEIGHT / 2, background: '#fff' }}>
          {image && <img src={image} alt={controlText('signed')} data-testid="signature-image" style={{ width: '100%', height: '100%', objectFit: 'contain' }} />}
        </div>
        {!locked && <Button size="small" onClick={clear}>{controlText('resign')}</Button>}
      </Space>
    );
  }

  return (
    <Space direction="vertical" data-testid={`signature-${p.id}`} style={{ width: '100%' }}>
      <canvas
        id={p.id}
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        aria-label={controlText('signHere')}
        data-testid="signature-pad"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={() => void up()}
        onPointerCancel={() => void up()}
        style={{ width: '100%', maxWidth: WIDTH, aspectRatio: `${WIDTH} / ${HEIGHT}`, border: '1px dashed #bfbfbf', borderRadius: 6, touchAction: 'none', background: locked ? '#f5f5f5' : '#fff', cursor: locked ? 'not-allowed' : 'crosshair' }}
      />
      <Space>
        {!locked && <Button size="small" onClick={clear}>{controlText('clear')}</Button>}
        <Typography.Text type="secondary">{saving ? controlText('saving') : stored ? controlText('signed') : controlText('signHere')}</Typography.Text>
      </Space>
    </Space>
  );
}
