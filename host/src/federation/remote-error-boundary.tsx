import { Component, type ReactNode } from 'react';
import { ErrorState, useTranslation } from '@venue/shared';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

function RemoteFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return <ErrorState title={t('remoteFailed.title')} message={t('remoteFailed.message')} retryLabel={t('remoteFailed.retry')} onRetry={onRetry} />;
}

/** Catches a remote that cannot be fetched or that throws, without touching the rest. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Remote "${this.props.remote}" failed`, error);
  }

  override render() {
    return this.state.failed ? <RemoteFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}
