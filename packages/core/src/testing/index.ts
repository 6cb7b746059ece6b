export {
  makeAnimatedGif,
  makeDecompressionBombPng,
  makeMediaFixtures,
  makeNoisePng,
  makeTestVideo,
  readImageMetadata,
  type MediaFixtures,
} from './media-fixtures';
export { startLocalS3, type LocalS3 } from './local-s3';
export {
  appErrorOf,
  openAiChatAnswer,
  useFakeAiServers,
  type FakeAiAnswer,
  type FakeAiRequest,
  type FakeAiRoute,
  type FakeAiServer,
  type ScriptedAnswer,
} from './fake-ai-server';
export { NO_AI_KEYS, openAiStructuredAnswer, startFakeOpenAi } from './fake-openai';
