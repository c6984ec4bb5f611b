import { translate } from '@conf/common';
import { AppError } from '../http/errors.js';

/**
 * What a command prints for a failure: a refusal of the services (the same rule the console
 * meets) in English with its field messages, anything else by its message.
 */
export function describeFailure(err: unknown): string {
  if (!(err instanceof AppError)) return (err as Error).message;
  return [
    translate('en', err.messageKey),
    ...Object.entries(err.fieldErrors ?? {}).map(
      ([field, keys]) => `  ${field}: ${keys.map((k) => translate('en', k)).join('; ')}`,
    ),
  ].join('\n');
}
