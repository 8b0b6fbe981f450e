// Messages of record validation (spec §5). Messages set in form metadata win; an 'm.' prefix marks a translation key.
export const FORM_MESSAGES = {
  required: (title: string) => `${title} cannot be empty`,
  tooLong: (title: string, max: number) => `${title} cannot be longer than ${max} characters`,
  tooLarge: (title: string, max: number) => `${title} cannot be greater than ${max}`,
  tooSmall: (title: string, min: number) => `${title} cannot be less than ${min}`,
  notNumber: (title: string) => `${title} must be a number`,
  notText: (title: string) => `${title} must be text`,
  notOption: (title: string) => `${title} must be one of its options`,
  notDate: (title: string) => `${title} must be a date like 2024-01-31`,
  notTime: (title: string) => `${title} must be a time like 13:45 or 13:45:30`,
  notSwitch: (title: string) => `${title} must be on or off`,
  pattern: (title: string) => `${title} is not in the expected format`,
  /** Spec §8: a unionCheck field whose value another record already has. */
  notUnique: 'The value is unavailable and already exists in the system',
} as const;

/** A message key for the console's i18n rather than a text. */
export const isMessageKey = (message: string) => message.startsWith('m.');
