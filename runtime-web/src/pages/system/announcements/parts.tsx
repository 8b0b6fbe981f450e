// Pieces the announcement screens share: the rich-text input (the editor control's widget in an antd form), the
// engine's messages in the console's language, and an announcement opened for its reader (shown, then marked read).
import { Modal, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { renderMessage, type Message } from '@yc/engine/wire';
import { currentLanguage } from '../../../i18n/language.ts';
import { EditorWidget } from '../../../renderers/form/widgets/lazy-widgets.tsx';
import { safeRichText } from '../../../renderers/form/widgets/rich-text-view.ts';
import { announceRead, announcementApi, type MyAnnouncement } from './announcement-api.ts';
import './texts.ts';

/** The editor control's widget as an antd form control (value: the HTML). */
export function RichTextInput({ id, value, onChange }: { id: string; value?: string | null; onChange?: (html: string) => void }) {
  const props = {
    id, value: value ?? '', onChange: (html: unknown) => onChange?.(typeof html === 'string' ? html : ''), onBlur: () => undefined,
    onFocus: () => undefined, options: { emptyValue: '' }, schema: {}, uiSchema: {}, label: '', name: id,
  } as unknown as WidgetProps;
  return <EditorWidget {...props} />;
}

/** An engine message in the console's language. */
export function useMessageText() {
  useTranslation();
  return useCallback((message: Message) => renderMessage(message, currentLanguage()), []);
}

/** The body of an opened announcement: its sender, time and the cleaned rich text. */
export function AnnouncementBody({ item }: { item: MyAnnouncement }) {
  return (
    <div data-testid="announcement-view">
      <Typography.Text type="secondary">
        {[item.sender, item.sendTime ? new Date(item.sendTime).toLocaleString() : null].filter(Boolean).join(' · ')}
      </Typography.Text>
      {/* Cleaned by the server with the engine's allow-list when saved, and again here before it is shown. */}
      <div style={{ marginTop: 12 }} dangerouslySetInnerHTML={{ __html: safeRichText(item.msgContent ?? '') }} />
    </div>
  );
}

/** Opens an announcement in a dialog and marks it read for the caller (then `onRead`). */
export function useOpenAnnouncement(onRead?: (anntId: string) => void) {
  const [modal, holder] = Modal.useModal();
  const { t } = useTranslation();
  const open = (item: MyAnnouncement) => {
    void modal.info({ title: item.titile, width: 640, content: <AnnouncementBody item={item} />, closable: true, maskClosable: true, okText: t('common.confirm'), okButtonProps: { 'data-testid': 'announcement-close' } as never, icon: null });
    if (item.readFlag === '0') {
      void announcementApi.markRead(item.anntId).then(() => {
        onRead?.(item.anntId);
        announceRead();
      }, () => undefined);
    }
  };
  return [open, holder] as const;
}
