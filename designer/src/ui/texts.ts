// The designers' texts: each designer's catalogue lives in the engine's message catalogue under its own prefix, and is
// read through one function per prefix.
import { renderMessage, type Language } from '@yc/engine';

/** The reader of a designer's texts (`<prefix>.<code>`), in a language, with its {placeholders} filled. */
export const designerText = <Code extends string>(prefix: string) =>
  (lang: Language, code: Code, params?: Record<string, string | number>): string =>
    renderMessage({ code: `${prefix}.${code}`, ...(params ? { params } : {}) }, lang);
