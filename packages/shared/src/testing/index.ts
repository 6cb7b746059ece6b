export {
  MissingSharedFileError,
  readSharedFile,
  repositoryRoot,
  sharedFilePath,
} from './shared-files';
