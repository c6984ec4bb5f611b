import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Config } from './config.js';

/**
 * Structured JSON logs; credentials and passport data are redacted wherever they might appear,
 * including the bound values a database error carries (`parameters`, PostgreSQL's `detail`).
 */
export function loggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
        '*.token',
        '*.newPassword',
        '*.currentPassword',
        '*.passportName',
        '*.passportNumber',
        '*.passportBirthDate',
        '*.passportCountryId',
        'err.parameters',
        'err.detail',
        'err.parent.parameters',
        'err.parent.detail',
        'err.original.parameters',
        'err.original.detail',
      ],
      censor: '[redacted]',
    },
  };
}

export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  return destination ? pino(loggerOptions(config), destination) : pino(loggerOptions(config));
}
