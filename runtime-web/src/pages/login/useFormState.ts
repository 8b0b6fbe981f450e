// Field values and their validation messages for the login forms.
import { useCallback, useState, type ChangeEvent } from 'react';

/** Returns the message when the value is not acceptable. */
export type Validator = (value: string) => string | undefined;

export function useFormState<K extends string>(validators: Record<K, Validator[]>, idPrefix: string) {
  const keys = Object.keys(validators) as K[];
  const [values, setValues] = useState(() => Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  const check = (key: K, value: string) => validators[key].map((v) => v(value)).find((m) => m !== undefined);

  const validate = (only: K[] = keys): boolean => {
    const found = Object.fromEntries(only.map((k) => [k, check(k, values[k])])) as Partial<Record<K, string>>;
    setErrors((current) => ({ ...current, ...found }));
    return only.every((k) => found[k] === undefined);
  };

  const set = useCallback((next: Partial<Record<K, string>>) => setValues((current) => ({ ...current, ...next })), []);

  const bind = (key: K) => ({
    id: `${idPrefix}-${key}`,
    name: key,
    value: values[key],
    'aria-invalid': errors[key] ? true : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      set({ [key]: value } as Partial<Record<K, string>>);
      if (errors[key]) setErrors((current) => ({ ...current, [key]: check(key, value) }));
    },
  });

  return { values, errors, validate, set, bind };
}

export const required =
  (message: () => string): Validator =>
  (value) =>
    value.trim() === '' ? message() : undefined;

export const matches =
  (pattern: RegExp, message: () => string): Validator =>
  (value) =>
    value !== '' && !pattern.test(value) ? message() : undefined;
