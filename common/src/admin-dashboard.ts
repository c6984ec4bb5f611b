/**
 * The organisers' dashboard (`GET /api/admin/initial_data`, spec §3 and §7). Days are the
 * conference's calendar days: "today" starts at midnight in Baku (`CONFERENCE_TIME_ZONE`, time.ts),
 * wherever the server runs.
 */

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
 * One line of the activity feed, newest first: what an author or a reviewer did and to what.
 * `type` is one of the activity types (`thesis_submitted`, `thesis_resubmitted`,
 * `receipt_uploaded`, `participation_declared`, `review_declined`); the console shows a type it
 * does not know with its time and author only.
 */
export interface DashboardActivity {
  id: number;
  type: string;
  userId: number | null;
  /** "Name Surname", empty when the account is gone. */
  userName: string;
  thesisId: number | null;
  paymentId: number | null;
  participantId: number | null;
  /** The abstract's title, when the line is about one. */
  title: string | null;
  createdAt: string;
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
