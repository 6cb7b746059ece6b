export {
  makeMediaFixtures,
  makeNoisePng,
  readImageMetadata,
  type MediaFixtures,
} from './media-fixtures';
