import { adminRoutes, initialDataRoutes } from './admin.js';
import { auditRoutes, timelineRoutes } from './audit.js';
import { authRoutes } from './auth.js';
import { newsRoutes, pageRoutes } from './content.js';
import { messageRoutes } from './messages.js';
import { referenceRoutes } from './reference.js';
import { reviewRoutes } from './reviews.js';
import type { RouteSpec } from './route.js';
import { settingsRoutes } from './settings.js';
import { participantRoutes, paymentRoutes, thesisRoutes } from './workflow.js';
import { programmeRoutes } from './programme.js';
import { bookRoutes, certificateRoutes, letterRoutes } from './produces.js';
import { healthRoutes } from './health.js';

export * from './route.js';
export * from './client.js';
export type { OpenApiDocument } from './reference.js';
export type { AdminContentRoutes } from './content.js';
export type { HealthCheckDto, LivenessDto, ReadinessDto } from './health.js';

/**
 * Every route of the API, by domain. The API mounts exactly these; clients call through them;
 * `/api/openapi.json` is generated from them. A new route starts here.
 */
export const contract = {
  auth: authRoutes,
  initialData: initialDataRoutes,
  pages: pageRoutes,
  news: newsRoutes,
  participants: participantRoutes,
  theses: thesisRoutes,
  payments: paymentRoutes,
  messages: messageRoutes,
  admin: adminRoutes,
  settings: settingsRoutes,
  reviews: reviewRoutes,
  audit: auditRoutes,
  timeline: timelineRoutes,
  reference: referenceRoutes,
  programme: programmeRoutes,
  book: bookRoutes,
  letters: letterRoutes,
  certificates: certificateRoutes,
  health: healthRoutes,
} as const;

export interface NamedRoute {
  /** Dotted name in the contract, e.g. `theses.get` or `pages.admin.list`. */
  name: string;
  /** The top-level domain, used as the reference's tag. */
  domain: string;
  route: RouteSpec;
}

const isRoute = (value: unknown): value is RouteSpec =>
  typeof value === 'object' && value !== null && 'method' in value && 'reply' in value;

/** Every route of a contract (or of part of it), with its name. */
export function listRoutes(tree: object = contract, prefix = ''): NamedRoute[] {
  return Object.entries(tree).flatMap(([key, value]): NamedRoute[] => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isRoute(value)) return [{ name, domain: name.split('.')[0]!, route: value }];
    return typeof value === 'object' && value !== null ? listRoutes(value as object, name) : [];
  });
}
