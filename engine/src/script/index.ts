// The contract of the one script runtime (page hooks, button hooks, BPM conditions, formatExpr beyond templates): a
// script is the body of a function that receives `input` (a copy) and `api` (the host's narrow calls) and returns its
// result (copied back; JSON values only). The server's sandbox is its only implementation; nothing else runs user JavaScript.
import { defineMessages, messageMaker, MessageError, type Message } from '../wire/message.ts';

/** Script types a designer may choose; only `script` (JavaScript) runs, the others are refused. */
export const SCRIPT_TYPES = ['script', 'java', 'groovy'] as const;
export type ScriptType = (typeof SCRIPT_TYPES)[number];
export const RUNNABLE_SCRIPT_TYPE: ScriptType = 'script';

/** The limits a script runs under. */
export interface ScriptLimits {
  /** Heap of the isolate, in MB. */
  memoryMb: number;
  /** Wall-clock time of one run, in ms (a script cannot wait for anything: its time is CPU time). */
  timeoutMs: number;
  /** Size of the result as JSON, in bytes. */
  maxResultBytes: number;
  /**
   * Wall-clock time a run may further spend waiting for its host calls, in ms (each call has its own limits; the
   * script's CPU time stays within timeoutMs).
   */
  hostCallsMs: number;
}

export const DEFAULT_SCRIPT_LIMITS: ScriptLimits = { memoryMb: 32, timeoutMs: 200, maxResultBytes: 1_000_000, hostCallsMs: 10_000 };

/**
 * What a script may ask of the platform: named calls taking JSON arguments and answering JSON, e.g. `api.sql(code,
 * params)` (the rows of a read SQL config) and `api.http(code, params)` (the records of an HTTP config). A call is
 * synchronous in the script; a refusal is thrown into it as an Error with the catalogue's text.
 */
export type ScriptHostApi = Readonly<Record<string, (...args: unknown[]) => Promise<unknown>>>;

/** The host calls every engine gives its scripts (page hooks, buttons, BPM conditions, designers' tests). */
export const SCRIPT_API_CALLS = ['sql', 'http'] as const;

export const SCRIPT_TEXTS = defineMessages('script', {
  notSupported: { en_US: 'Scripts of type {type} are not currently supported', zh_CN: '暂不支持 {type} 类型的脚本' },
  syntax: { en_US: 'The script cannot be read: {detail}', zh_CN: '脚本无法解析：{detail}' },
  failed: { en_US: 'The script failed: {detail}', zh_CN: '脚本执行出错：{detail}' },
  timeout: { en_US: 'The script ran longer than {ms} ms and was stopped', zh_CN: '脚本运行超过 {ms} 毫秒，已被终止' },
  memory: { en_US: 'The script used more than {mb} MB of memory and was stopped', zh_CN: '脚本使用的内存超过 {mb} MB，已被终止' },
  badResult: { en_US: 'The script must return JSON values (no functions or symbols)', zh_CN: '脚本只能返回 JSON 值（不能是函数或符号）' },
  resultTooLarge: { en_US: 'The script returned more than {bytes} bytes', zh_CN: '脚本返回的结果超过 {bytes} 字节' },
  resultTooDeep: { en_US: 'The script returned values nested more than {levels} levels deep', zh_CN: '脚本返回的结果嵌套超过 {levels} 层' },
  interrupted: { en_US: 'The script could not run: its runtime was restarted; please try again', zh_CN: '脚本未能运行：运行环境已重启，请重试' },
});

const script = messageMaker('script', SCRIPT_TEXTS);

export const SCRIPT_MESSAGES = {
  notSupported: (type: string) => script('notSupported', { type }),
  syntax: (detail: string) => script('syntax', { detail }),
  failed: (detail: string) => script('failed', { detail }),
  timeout: (ms: number) => script('timeout', { ms }),
  memory: (mb: number) => script('memory', { mb }),
  badResult: script('badResult'),
  resultTooLarge: (bytes: number) => script('resultTooLarge', { bytes }),
  resultTooDeep: (levels: number) => script('resultTooDeep', { levels }),
  interrupted: script('interrupted'),
} as const;

/** A script that did not give a result: why, as a catalogue message. */
export class ScriptRefused extends MessageError {
  constructor(message: Message) {
    super(message);
    this.name = 'ScriptRefused';
  }
}

/** The one script runtime. */
export interface ScriptRunner {
  /** Runs a script of the given type with its host calls; resolves with its result or rejects with ScriptRefused. */
  run(scriptType: string, script: string, input: unknown, api?: ScriptHostApi): Promise<unknown>;
}
