import { defineRoute, json } from './route.js';

/** One dependency the instance needs to serve requests. */
export interface HealthCheckDto {
  ok: boolean;
  /** How long the probe took, in milliseconds. */
  ms: number;
  /** Why it failed, in the operator's words (never shown to visitors). */
  error?: string;
}

export interface LivenessDto {
  status: 'ok';
}

/** `status: 'unavailable'` comes with HTTP 503 and `Retry-After`. */
export interface ReadinessDto {
  status: 'ok' | 'unavailable';
  checks: { database: HealthCheckDto; redis?: HealthCheckDto };
}

/**
 * Probes for the reverse proxy and orchestrators (compose healthchecks, Kubernetes). `live`
 * touches nothing outside the process: restart only a process that cannot answer at all.
 * `ready` answers 503 while the database (or Redis, when configured) cannot be reached, so the
 * proxy sends traffic elsewhere until it returns.
 */
export const healthRoutes = {
  live: defineRoute({
    method: 'GET',
    path: '/health/live',
    access: 'public',
    summary: 'Liveness: the process runs and its event loop answers',
    reply: json<LivenessDto>('LivenessDto'),
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/health/ready',
    access: 'public',
    summary:
      'Readiness: the database and, when configured, Redis answer; 503 with Retry-After when not',
    reply: json<ReadinessDto>('ReadinessDto'),
  }),
} as const;
