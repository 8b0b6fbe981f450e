// Theme and layout settings drawer (spec §9 defaults), saved to local storage as they change.
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { Button, Divider, Drawer, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRESET_COLORS, settings, useSettings, type AppSettings } from '../store/settings.ts';

type ChoiceKey = 'navTheme' | 'layout' | 'contentWidth';

/** The choices of each setting, as (value, label key) pairs. */
const CHOICES: { key: ChoiceKey; titleKey: string; options: [string, string][] }[] = [
  { key: 'navTheme', titleKey: 'settings.navTheme', options: [['light', 'settings.light'], ['dark', 'settings.dark']] },
  { key: 'layout', titleKey: 'settings.layout', options: [['sidemenu', 'settings.sidemenu'], ['topmenu', 'settings.topmenu']] },
  { key: 'contentWidth', titleKey: 'settings.contentWidth', options: [['Fixed', 'settings.fixed'], ['Fluid', 'settings.fluid']] },
];

export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useSettings();
  return (
    <Drawer open={open} onClose={onClose} title={t('settings.title')} size={300} data-testid="settings-drawer">
      <Divider titlePlacement="start">{t('settings.color')}</Divider>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {PRESET_COLORS.map((color) => (
          <button
            key={color}
            type="button"
            aria-label={color}
            aria-pressed={current.primaryColor === color}
            onClick={() => settings.update({ primaryColor: color })}
            style={{ width: 24, height: 24, border: 0, borderRadius: 4, background: color, color: '#fff', cursor: 'pointer', padding: 0 }}
          >
            {current.primaryColor === color && <CheckOutlined />}
          </button>
        ))}
      </div>
      {CHOICES.map(({ key, titleKey, options }) => (
        <div key={key}>
          <Divider titlePlacement="start">{t(titleKey)}</Divider>
          <Radio.Group
            value={current[key]}
            onChange={(e) => settings.update({ [key]: e.target.value as string } as Partial<AppSettings>)}
            options={options.map(([value, labelKey]) => ({ value, label: t(labelKey) }))}
          />
        </div>
      ))}
      <Divider titlePlacement="start">{t('settings.multiTab')}</Divider>
      <Switch checked={current.multiTab} onChange={(multiTab) => settings.update({ multiTab })} aria-label={t('settings.multiTab')} />
      <Divider />
      <Button block onClick={() => settings.reset()}>
        {t('settings.reset')}
      </Button>
    </Drawer>
  );
}
