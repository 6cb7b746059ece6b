import { useEffect, useState } from 'react';

/**
 * The time now, renewed every `everyMs` while the component is shown, so relative times ("updated
 * 2 hours ago") and buttons that wait for a time ("Refresh now") follow the clock without a refetch.
 */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
