export { addFeed, listFeeds, removeFeed, FEED_NOT_FOUND } from './group-feeds';
export { pollFeed, sweepFeeds } from './poll-feed';
export { startFeedSweeper } from './start-feed-sweeper';
export { readFeed } from './read-feed';
