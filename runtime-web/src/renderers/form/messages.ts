// A field's problem in the console's language: rendered from its message code by the engine's catalogue; a designer's
// own text shows as written, or through the console's i18n when it is an 'm.' key.
import { CUSTOM_MESSAGE, isKnownMessage, isMessageKey, renderMessage, type Message } from '../engine.ts';
import { currentLanguage, i18n } from '../../i18n/language.ts';

export interface FieldProblem extends Partial<Message> {
  key: string;
  message: string;
}

/** The problem's text as the user should read it. */
export function problemText(problem: Pick<FieldProblem, 'message' | 'code' | 'params'>): string {
  const text = problem.code === CUSTOM_MESSAGE ? String(problem.params?.text ?? problem.message) : problem.message;
  if (isMessageKey(text)) return i18n.t(text, { defaultValue: text });
  if (problem.code && problem.code !== CUSTOM_MESSAGE && isKnownMessage(problem.code)) {
    return renderMessage({ code: problem.code, params: problem.params }, currentLanguage());
  }
  return text;
}
