import type { RequestHandler } from 'express';
import { AUTH } from '@conf/common';

/**
 * Cross-origin access for the desktop console, whose renderer runs at its own origin
 * (`app://console`) and calls the API with a bearer token. Only listed origins are answered;
 * the web app itself is same-origin and needs none of this.
 */
export function cors(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    const origin = req.get('origin');
    if (!origin || !allowed.has(origin)) return next();
    res.vary('Origin');
    res.set({
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, lang-code',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Max-Age': '600',
      // Lets the console name a download (an export) as the server does, and keep its session
      // after a password change (users/routes.ts).
      'Access-Control-Expose-Headers': `Content-Disposition, ${AUTH.renewedTokenHeader}`,
    });
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}
