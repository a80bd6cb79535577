import type { Code } from '@shop/contract/codes';
import type { MessageValue } from '@shop/contract/message';
import { englishOf, type MessageKey, type MessageParams } from '@shop/contract/messages';
import { AppError } from '../../http/app-error.js';

/**
 * A message about one product or one CSV row that is not (yet) a refusal: a reason listed in a
 * bulk answer, a row problem in an import report, or what a single action refuses with. It
 * travels as its catalogue key and parameters, with the English beside it for logs.
 */
export interface Problem {
  key: string;
  params: Record<string, MessageValue>;
}

type ParamsArg<K extends MessageKey> =
  MessageParams<K> extends Record<string, never> ? [params?: MessageParams<K>] : [params: MessageParams<K>];

/** A problem with a catalogue key whose parameters are checked against its text. */
export function problem<K extends MessageKey>(key: K, ...[params]: ParamsArg<K>): Problem {
  return { key, params: { ...(params ?? {}) } };
}

/** The English text of a problem, its parameters filled in. */
export function englishOfProblem({ key, params }: Problem): string {
  return englishOf(key, params);
}

/** The refusal of a single action for this problem (42203 for a life-cycle rule). */
export function refusalOf(code: Code, { key, params }: Problem): AppError {
  return new AppError(code, key, params);
}
