// The menu as a drawer on a phone (spec §4), in a chunk of its own: loaded when it is first opened, so a phone's
// first screen (the portal) neither loads nor runs antd's drawer (#42 item 8).
import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { BrandMark } from '../components/BrandMark.tsx';

export default function MenuDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={256}
      title={<BrandMark size={24} />}
      styles={{ body: { padding: 0 } }}
      data-testid="sidebar-drawer"
    >
      {children}
    </Drawer>
  );
}
