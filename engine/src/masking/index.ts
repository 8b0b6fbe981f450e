// Masking (tuoMin) of spec §9: one masker per type, applied by the server to list values before they leave it.
import type { View } from '../metadata/index.ts';
import type { MaskingType } from '../vocab/index.ts';

export const MASK_CHAR = '*';

/** Keeps `front` leading and `back` trailing characters; values too short to keep both are masked whole. */
export function keepEnds(value: string, front: number, back: number): string {
  const chars = [...value];
  if (chars.length <= front + back) return MASK_CHAR.repeat(chars.length);
  return chars.slice(0, front).join('') + MASK_CHAR.repeat(chars.length - front - back) + chars.slice(chars.length - back).join('');
}

function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at <= 0) return keepEnds(value, 1, 0);
  return `${[...value.slice(0, at)][0]}${MASK_CHAR.repeat(4)}${value.slice(at)}`;
}

/** Address: the region (first 6 characters) stays, the detail is hidden. */
function maskAddress(value: string): string {
  const chars = [...value];
  return chars.length <= 6 ? keepEnds(value, 1, 0) : chars.slice(0, 6).join('') + MASK_CHAR.repeat(4);
}

export const MASKERS: Readonly<Record<MaskingType, (value: string) => string>> = {
  none: (v) => v,
  /** a****@example.com: the first letter of the name and the domain. */
  email: maskEmail,
  /** 138****5678: the first 3 and last 4 digits. */
  phonenumber: (v) => keepEnds(v, 3, 4),
  /** 110101********1234: the region code and the last 4 characters. */
  idcard: (v) => keepEnds(v, 6, 4),
  address: maskAddress,
  /** 622202******1234: the bank code and the last 4 digits. */
  bankcard: (v) => keepEnds(v, 6, 4),
  /** Any other sensitive text (names, codes): only the first character stays. */
  ext: (v) => keepEnds(v, 1, 0),
};

/** A value masked by type; null and undefined stay as they are, other values are masked as text. */
export function maskValue(type: MaskingType | undefined, value: unknown): unknown {
  if (value === null || value === undefined || !type || type === 'none') return value;
  const masker = MASKERS[type];
  if (!masker) throw new Error(`unknown masking type ${String(type)}`);
  return masker(typeof value === 'string' ? value : String(value));
}

/** The masking of each masked column of a view (columns without masking are left out). */
export function viewMasks(view: Pick<View, 'columns'>): Map<string, MaskingType> {
  return new Map(view.columns.filter((c) => c.tuoMin && c.tuoMin !== 'none').map((c) => [c.colCode, c.tuoMin!]));
}

/** Rows with the view's masked columns masked (new objects; the input is not changed). */
export function maskRows<T extends Record<string, unknown>>(view: Pick<View, 'columns'>, rows: readonly T[]): T[] {
  const masks = viewMasks(view);
  if (masks.size === 0) return [...rows];
  return rows.map((row) => {
    const out: Record<string, unknown> = { ...row };
    for (const [column, type] of masks) if (column in out) out[column] = maskValue(type, out[column]);
    return out as T;
  });
}
export * from './names.ts';
