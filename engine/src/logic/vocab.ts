// Vocabularies of the logic layer the console needs without the rest of it (no schema library): the fill rule
// generators and when serial numbers start again, the data source database types.
export const FILL_RULE_CLASSES = ['serialNumber', 'datePart', 'orgCode'] as const;
export type FillRuleClass = (typeof FILL_RULE_CLASSES)[number];

export const SERIAL_RESETS = ['none', 'day', 'month', 'year'] as const;
export type SerialReset = (typeof SERIAL_RESETS)[number];

export const DB_TYPES = ['postgresql', 'mysql', 'mariadb'] as const;
export type DbType = (typeof DB_TYPES)[number];
