import { useCallback, useEffect, useState } from 'react';
import { listAudit, useStaffRequest, type AuditAction } from '@venue/shared/staff';

const PAGE_SIZE = 30;

/** The venue's staff log, newest first, a page at a time ("more" asks for the rows before the last). */
export function useAuditLog() {
  const [rows, setRows] = useState<AuditAction[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const request = useStaffRequest(listAudit);
  const { run } = request;

  const load = useCallback(
    async (before?: number) => {
      const page = await run({ limit: PAGE_SIZE, before });
      if (!page) return;
      setRows((shown) => (before ? [...shown, ...page.actions] : page.actions));
      setNext(page.next);
    },
    [run],
  );

  useEffect(() => void load(), [load]);
  return { rows, hasMore: next !== null, more: () => (next !== null ? load(next) : undefined), reload: () => load(), pending: request.pending, error: request.error };
}
