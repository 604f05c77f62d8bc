import { Suspense, use, useState } from 'react';
import type { RemoteName } from '@venue/shared';
import { LoadingState } from '@venue/shared';
import { loadRemotePages, loadedRemotePages, resetRemote } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';

interface RemotePageProps {
  remote: RemoteName;
  page: string;
}

function RemotePageContent({ remote, page }: RemotePageProps) {
  const pages = loadedRemotePages(remote) ?? use(loadRemotePages(remote));
  const Page = pages[page];
  if (!Page) throw new Error(`Remote "${remote}" has no page "${page}"`);
  return <Page />;
}

/** One remote's area of the page: loads it lazily, and isolates its failures. */
export function RemotePage({ remote, page }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <div data-remote={remote} className="remote-area">
      <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
        <Suspense fallback={<LoadingState />}>
          <RemotePageContent remote={remote} page={page} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
