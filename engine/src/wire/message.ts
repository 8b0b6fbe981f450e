// Messages as data: a code in one catalogue and the values of its placeholders. The engine owns the text of every
// message it emits in both languages; server and console render a message in their language from its code, never by
// matching its English text.
import type { Language } from './language.ts';

/** A message: its catalogue code and the values of its `{placeholders}`. */
export interface Message {
  code: string;
  params?: Readonly<Record<string, string | number>>;
}

export type MessageTexts = Readonly<Record<Language, string>>;

/** Text written by a designer (a custom rule message): shown as it is in every language. */
export const CUSTOM_MESSAGE = 'custom';

const ENGLISH_PLURAL = new Intl.PluralRules('en');

/**
 * `{name}` placeholders filled from `params` (an unknown one stays as it is); `{name:one|other}` is the word that
 * agrees with the number `name` ("{count} {count:row|rows} imported": "1 row imported", "3 rows imported").
 */
export function fillMessage(text: string, params: Message['params'] = {}): string {
  return text.replace(/\{(\w+)(?::([^|{}]*)\|([^|{}]*))?\}/g, (whole, name: string, one?: string, other?: string) => {
    if (!(name in params)) return whole;
    if (one === undefined) return String(params[name]);
    return ENGLISH_PLURAL.select(Number(params[name])) === 'one' ? one : other!;
  });
}

const catalogue = new Map<string, MessageTexts>();

/** Adds the texts of a family of messages to the one catalogue, each under `<prefix>.<key>`; a code is defined once. */
export function defineMessages<K extends string>(prefix: string, texts: Readonly<Record<K, MessageTexts>>): Readonly<Record<K, MessageTexts>> {
  for (const [key, value] of Object.entries(texts) as [K, MessageTexts][]) {
    const code = `${prefix}.${key}`;
    if (catalogue.has(code)) throw new Error(`message ${code} is defined twice`);
    catalogue.set(code, value);
  }
  return texts;
}

/** The maker of a family's messages: `make('x', params)` is the message `<prefix>.x`. */
export const messageMaker = <K extends string>(prefix: string, _texts: Readonly<Record<K, MessageTexts>>) =>
  (code: K, params?: Message['params']): Message => ({ code: `${prefix}.${code}`, ...(params ? { params } : {}) });

/** The message in a language; a code the catalogue does not know shows its code. */
export function renderMessage(message: Message, language: Language): string {
  if (message.code === CUSTOM_MESSAGE) return String(message.params?.text ?? '');
  const texts = catalogue.get(message.code);
  return texts ? fillMessage(texts[language], message.params) : message.code;
}

/** Whether the catalogue has the code. */
export const isKnownMessage = (code: string) => code === CUSTOM_MESSAGE || catalogue.has(code);

/** A custom text as a message. */
export const customMessage = (text: string): Message => ({ code: CUSTOM_MESSAGE, params: { text } });

/** Whether a value is a message (rather than a text). */
export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as Message).code === 'string';

/** An error whose message is a catalogue message (its `message` the English text), or a plain text. */
export class MessageError extends Error {
  /** The catalogue message, when it is one (not enumerable: an error compares and prints by its text). */
  declare readonly catalogued?: Message;

  constructor(message: string | Message) {
    super(isMessage(message) ? renderMessage(message, 'en_US') : message);
    if (isMessage(message)) Object.defineProperty(this, 'catalogued', { value: message, enumerable: false });
  }
}
