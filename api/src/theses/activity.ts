import type { Transaction } from 'sequelize';
import { SOCKET_EVENTS, type DashboardActivity, type NewNotification } from '@conf/common';
import type { AppContext } from '../context.js';
import type { ActivityType } from '../db/models/activity.js';

/** A line in the organisers' activity log, written in the transaction of the change it records. */
export async function recordActivity(
  ctx: AppContext,
  t: Transaction,
  entry: {
    type: ActivityType;
    userId: number;
    thesisId?: number;
    paymentId?: number;
    participantId?: number;
  },
) {
  return ctx.models.Activity.create(
    {
      type: entry.type,
      userId: entry.userId,
      thesisId: entry.thesisId ?? null,
      paymentId: entry.paymentId ?? null,
      participantId: entry.participantId ?? null,
    },
    { transaction: t },
  );
}

/** Called after commit: organisers' open consoles learn of it at once. */
export function notifyAdmins(ctx: AppContext, notification: NewNotification) {
  ctx.realtime.toAdmins(SOCKET_EVENTS.newNotification, notification);
}

/** A line of the dashboard's feed (common DashboardActivity), typed by what this domain records. */
export interface ActivityEntry extends Omit<DashboardActivity, 'type'> {
  type: ActivityType;
}

/** The dashboard's "recent activity", newest first. */
export async function recentActivity(ctx: AppContext, limit = 10): Promise<ActivityEntry[]> {
  const rows = await ctx.models.Activity.findAll({
    include: [
      { association: 'user', attributes: ['id', 'name', 'surname'] },
      { association: 'thesis', attributes: ['id', 'title'] },
    ],
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: Math.min(Math.max(limit, 1), 100),
  });
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    userId: row.userId,
    userName: row.user ? `${row.user.name} ${row.user.surname}` : '',
    thesisId: row.thesisId,
    paymentId: row.paymentId,
    participantId: row.participantId,
    title: row.thesis?.title ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
