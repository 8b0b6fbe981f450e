// The app groups as options of the design screens (every metadata item belongs to one).
import { useEffect, useState } from 'react';
import { appGroupApi, type AppGroupRow } from '../../../api/eform.ts';

export function useAppGroups(): { groups: AppGroupRow[]; options: { label: string; value: string }[] } {
  const [groups, setGroups] = useState<AppGroupRow[]>([]);
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
  return { groups, options: groups.map((g) => ({ label: `${g.groupName} (${g.groupCode})`, value: g.groupCode })) };
}
