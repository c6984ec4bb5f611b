/**
 * The organisers' dashboard (`GET /api/admin/initial_data`, spec §3 and §7). Days are the
 * conference's calendar days: "today" starts at midnight in Baku, wherever the server runs.
 */

export const CONFERENCE_TIME_ZONE = 'Asia/Baku';

/** The chart covers this many days, today included. */
export const DASHBOARD_CHART_DAYS = 30;

/** How many entries of the recent-activity feed the dashboard shows. */
export const DASHBOARD_ACTIVITY_LIMIT = 10;

export interface DashboardChartDay {
  /** "2025-09-03", a day in the conference's time zone. */
  date: string;
  registrations: number;
  submissions: number;
}

/**
 * One line of the activity feed. `type` names what happened (`registration`, `submission`,
 * `payment`, ...); the feed of the abstracts domain may add types, so the console shows an unknown
 * one with its `at` and user only.
 */
export interface DashboardActivity {
  type: string;
  at: string;
  userId: number | null;
  [detail: string]: unknown;
}

export interface AdminInitialData {
  success: true;
  thesesInEditor: number;
  thesesRejected: number;
  thesesRevised: number;
  thesesAccepted: number;
  /** Messages from authors that no organiser has read yet. */
  messages: number;
  users: number;
  toDayUsers: number;
  participantsInConfirmation: number;
  participantsAccepted: number;
  chart: { days: DashboardChartDay[] };
  recentActivity: DashboardActivity[];
}
