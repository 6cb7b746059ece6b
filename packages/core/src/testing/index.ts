export {
  makeMediaFixtures,
  makeNoisePng,
  readImageMetadata,
  type MediaFixtures,
} from './media-fixtures';
export { startLocalS3, type LocalS3 } from './local-s3';
export {
  openAiChatAnswer,
  useFakeAiServers,
  type FakeAiAnswer,
  type FakeAiRequest,
  type FakeAiServer,
} from './fake-ai-server';
