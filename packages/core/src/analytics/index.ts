/**
 * Analytics (ADR 0090): reads of each published target's figures on a schedule, on a
 * queue of their own, stored as the latest figures and snapshots; a post's figures, Refresh now,
 * a period's overview and its CSV export.
 */
export { registerAnalyticsJobs } from './register-analytics-jobs';
export { startAnalyticsSweeps, sweepDueReads } from './sweep-due-reads';
export { readTargetFigures, type FiguresRead } from './read-target-figures';
export { thinSnapshots } from './thin-snapshots';
export { refreshJobId } from './refresh-jobs';
export { analyticsSettings, type AnalyticsSettings } from './analytics-settings';
export { getPostAnalytics } from './get-post-analytics';
export { refreshPostAnalytics } from './refresh-post-analytics';
export { getAnalyticsOverview, TOP_POSTS } from './get-analytics-overview';
export { exportAnalyticsCsv, EXPORT_COLUMNS } from './export-analytics-csv';
export { getBestTimes } from './best-times';
export { bestCellRules } from './best-cell-rules';
export { groupBestTimes, type GroupBestTimes } from './group-best-times';
export { BEST_TIMES_POSTS_NEEDED } from './score-best-times';
