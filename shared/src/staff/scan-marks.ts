// Marks a bench reads on the door page (docs/staff-door.md): the scanner decoded a frame, then the
// lookup's answer is on screen. performance.measure between them is the door's wait.
export const SCAN_DECODED_MARK = 'staff-scan:decoded';
export const SCAN_ANSWER_MARK = 'staff-scan:answer';

export function markScan(name: typeof SCAN_DECODED_MARK | typeof SCAN_ANSWER_MARK): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
}
