import type { ContentItem } from '@fanout/shared';
import { showToast } from '../feedback/show-toast';
import { useState } from 'react';
import { handleUnauthorized } from '../app/unauthorized';
import { DownloadError, downloadContent } from './download-content';

/** Downloads one library item, reporting failures with the spec 000 §5/§8 toasts. */
export function useContentDownload(item: Pick<ContentItem, 'filePath' | 'title'>) {
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    if (!item.filePath) {
      showToast({
        title: 'Error',
        message: 'File path not available for download',
        color: 'red',
      });
      return;
    }
    setDownloading(true);
    try {
      await downloadContent(item);
    } catch (error) {
      if (error instanceof DownloadError && error.status === 401) {
        handleUnauthorized();
      } else {
        showToast({
          title: 'Download Failed',
          message: 'Failed to download the file',
          color: 'red',
        });
      }
    } finally {
      setDownloading(false);
    }
  };

  return { download, downloading };
}
