import { useState } from 'react';

/**
 * Whether the picture or video at `url` failed to load, and the `onError` that says so. A different url is
 * tried afresh (an admin correcting an address, a list showing another item).
 */
export function useMediaFailed(url: string | null): [failed: boolean, onError: () => void] {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  return [url !== null && url === failedUrl, () => setFailedUrl(url)];
}
