import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { getRuntimeConfig, locationAtom, PLATFORM_NAME_DEFAULT } from '@venue/shared';

/** Spec section 2: `{location name} - {platform}`; the platform name stands in for a missing venue name. */
export function documentTitle(locationName: string | undefined, platform: string): string {
  return `${locationName?.trim() || platform} - ${platform}`;
}

export function useDocumentTitle(): void {
  const location = useAtomValue(locationAtom);
  useEffect(() => {
    let platform = PLATFORM_NAME_DEFAULT;
    try {
      platform = getRuntimeConfig().platformName || PLATFORM_NAME_DEFAULT;
    } catch {
      // not configured (tests, standalone): keep the default
    }
    document.title = documentTitle(location?.locationname, platform);
  });
}
