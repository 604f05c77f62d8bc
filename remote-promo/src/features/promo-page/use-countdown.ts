import { useEffect, useState } from 'react';

export interface Remaining {
  totalMs: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

function split(ms: number): Remaining {
  const s = Math.max(0, Math.floor(ms / 1000));
  return { totalMs: Math.max(0, ms), days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

/**
 * Time left until `targetIso`, ticking every second, measured on the server's clock: the
 * offset between `serverNowIso` and the browser's clock when the data arrived corrects a
 * visitor whose clock is wrong.
 */
export function useCountdown(targetIso: string, serverNowIso: string): Remaining {
  const [offset] = useState(() => Date.parse(serverNowIso) - Date.now());
  const target = Date.parse(targetIso);
  const [left, setLeft] = useState(() => split(target - (Date.now() + offset)));
  useEffect(() => {
    const tick = () => setLeft(split(target - (Date.now() + offset)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [target, offset]);
  return left;
}
