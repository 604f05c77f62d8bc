import { useCallback, useEffect, useState } from 'react';
import { type PaymentsConfig, getPaymentsConfig } from './payments-config';

export interface PaymentsConfigState {
  config?: PaymentsConfig;
  failed: boolean;
  retry(): void;
}

/** The server's payments config (gateway, publishable key, test mode), with a retry. */
export function usePaymentsConfig(): PaymentsConfigState {
  const [config, setConfig] = useState<PaymentsConfig>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    getPaymentsConfig().then(
      (c) => live && setConfig(c),
      (err: unknown) => {
        console.error('Error loading', err);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((a) => a + 1);
  }, []);
  return { config, failed, retry };
}
