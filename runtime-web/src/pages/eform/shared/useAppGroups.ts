// The app groups as options of the design screens (every metadata item belongs to one).
import { useEffect, useState } from 'react';
import { appGroupApi, type AppGroupRow } from '../../../api/eform.ts';
import { useInLanguage } from '../../../i18n/in-language.ts';

export function useAppGroups(): { groups: AppGroupRow[]; options: { label: string; value: string }[] } {
  const [groups, setGroups] = useState<AppGroupRow[]>([]);
  const local = useInLanguage();
  useEffect(() => {
    let live = true;
    appGroupApi.list().then(
      (list) => live && setGroups(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return { groups, options: groups.map((g) => ({ label: `${local(g.groupName, g.groupNameEn)} (${g.groupCode})`, value: g.groupCode })) };
}
