// Issues as tests compare them: where and what, in English (code and placeholders are asserted where they matter).
import type { Message } from '../src/wire/message.ts';
import { ruleText } from '../src/rules/messages.ts';
import type { ValidationIssue } from '../src/metadata/index.ts';

export const plain = (issues: readonly ValidationIssue[]) => issues.map(({ path, message }) => ({ path, message }));
export const text = (message: Message | undefined) => message && ruleText(message);
