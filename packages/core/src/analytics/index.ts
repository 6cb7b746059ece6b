export { getBestTimes } from './best-times';
export { bestCellRules } from './best-cell-rules';
export { groupBestTimes, type GroupBestTimes } from './group-best-times';
export { BEST_TIMES_POSTS_NEEDED } from './score-best-times';
