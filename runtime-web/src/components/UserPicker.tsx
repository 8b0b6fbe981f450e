// Choosing users for a process step (whom to transfer a task to, copy, add as signers, make its new handler): the
// enterprise's active users searched on the server by name or username as the user types (GET
// /api/processController/selectUser), each shown with their departments; the value is the username (or usernames), or
// the user's id where the form keeps ids (a department's leader).
import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { processControllerApi, type ChoosableUser } from '../api/bpm.ts';
import { orgApi } from '../api/identity.ts';

interface UserPickerProps {
  value?: string | string[];
  onChange?: (value: string | string[]) => void;
  id?: string;
  /** Several users (copies, signers); one otherwise. */
  multiple?: boolean;
  /** What the value holds: usernames (the process calls) or user ids. */
  valueKey?: 'username' | 'id';
  'data-testid'?: string;
}

const PAGE_SIZE = 20;
const DEBOUNCE_MS = 250;

type Option = { value: string; label: string };

const labelOf = (user: Pick<ChoosableUser, 'username' | 'realname'> & { orgNames?: string[] }) =>
  `${user.realname} (${user.username})${user.orgNames?.length ? ` · ${user.orgNames.join(', ')}` : ''}`;

export function UserPicker({ multiple, valueKey = 'username', ...props }: UserPickerProps) {
  const [options, setOptions] = useState<Option[]>([]);
  // The chosen users by id are named once (a username names itself).
  const [chosen, setChosen] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const search = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // Only the answer to the last keyword typed is shown.
      const asked = ++latest.current;
      setLoading(true);
      processControllerApi.selectUser({ keyword, pageSize: PAGE_SIZE }).then(
        (page) => {
          if (asked === latest.current) setOptions(page.records.map((user) => ({ value: user[valueKey], label: labelOf(user) })));
        },
        () => undefined,
      ).finally(() => {
        if (asked === latest.current) setLoading(false);
      });
    }, DEBOUNCE_MS);
  };

  // The first page once, when the picker appears.
  useEffect(() => {
    search('');
    return () => clearTimeout(timer.current);
  }, []);

  const known = (id: string) => chosen.some((option) => option.value === id) || options.some((option) => option.value === id);
  const unnamed = (valueKey === 'id' ? [props.value ?? []].flat().filter(Boolean) : []).filter((id) => !known(id)).join(',');
  useEffect(() => {
    if (!unnamed) return;
    orgApi.userNames(unnamed.split(',')).then(
      (users) => setChosen((before) => [
        ...before, ...users.filter((user) => !before.some((option) => option.value === user.id)).map((user) => ({ value: user.id, label: labelOf(user) })),
      ]),
      () => undefined,
    );
  }, [unnamed]);

  return (
    <Select
      {...props}
      mode={multiple ? 'multiple' : undefined}
      options={[...options, ...chosen.filter((option) => !options.some((o) => o.value === option.value))]}
      loading={loading}
      allowClear
      showSearch={{ filterOption: false, onSearch: search }}
    />
  );
}
