// Choosing users for a process step (whom to transfer a task to, copy, add as signers, make its new handler): the
// enterprise's active users searched on the server by name or username as the user types (GET
// /api/processController/selectUser), each shown with their departments; the value is the username (or usernames).
import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { processControllerApi, type ChoosableUser } from '../../api/bpm.ts';

interface UserPickerProps {
  value?: string | string[];
  onChange?: (value: string | string[]) => void;
  id?: string;
  /** Several users (copies, signers); one otherwise. */
  multiple?: boolean;
  'data-testid'?: string;
}

const PAGE_SIZE = 20;
const DEBOUNCE_MS = 250;

const optionOf = (user: ChoosableUser) => ({
  value: user.username,
  label: `${user.realname} (${user.username})${user.orgNames.length ? ` · ${user.orgNames.join(', ')}` : ''}`,
});

export function UserPicker({ multiple, ...props }: UserPickerProps) {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
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
          if (asked === latest.current) setOptions(page.records.map(optionOf));
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

  return (
    <Select
      {...props}
      mode={multiple ? 'multiple' : undefined}
      options={options}
      loading={loading}
      allowClear
      showSearch={{ filterOption: false, onSearch: search }}
    />
  );
}
