export {
  makeMediaFixtures,
  makeNoisePng,
  readImageMetadata,
  type MediaFixtures,
} from './media-fixtures';
export { startLocalS3, type LocalS3 } from './local-s3';
